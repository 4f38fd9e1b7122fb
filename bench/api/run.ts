// Requests per second, p50/p99 latency and resident memory of the service under 32
// concurrent connections, in one run: the blog list (9 posts) and a post from the API;
// the rendered pages `/`, a post, `/blog-list` and a search, from the page cache; a static
// file of a page's size served by the same service and the same bytes from a plain Node
// server. Pages and files are asked for twice: as browsers and crawlers ask (Brotli
// accepted, so the service sends its compressed copy) and uncompressed (every byte of the
// page on the wire, the heaviest way to ask). Then the first render of pages not yet cached
// (50 new searches, one at a time), and the service's memory after it all.
//   npm run bench:api [-- --seconds 15] [-- --rounds 3]
// Needs the built site (`npm run build`); the service is built here.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, spawnService, waitUntilAnswering } from '../../scripts/built-service';
import { readAddress } from '@contract/api-routes';
import { recordPath } from '@contract/site-pages';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CONNECTIONS = 32;
const FIRST_RENDERS = 50;

function residentMegabytes(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** What Chromium sends; the service and the plain server answer it with their Brotli copy. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The two ways a page or file is asked for, each with its rows and targets. */
const ASKED = {
  browser: { label: 'as browsers ask, Brotli', acceptEncoding: BROWSER_ENCODINGS },
  identity: { label: 'uncompressed', acceptEncoding: 'identity' },
} as const;
type Asked = keyof typeof ASKED;

function load(url: string, acceptEncoding?: string) {
  const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : undefined;
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
}

const STATIC_SERVER = `
const http = require('node:http');
const body = Buffer.from(process.env.BODY, 'base64');
const headers = JSON.parse(process.env.HEADERS);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

/** The bytes and headers the service sends for `url` when asked with `acceptEncoding`. */
async function bytesAndHeaders(url: string, acceptEncoding = 'identity') {
  // node:http, not fetch: fetch would undo the Brotli the plain server must send as it is.
  const { body, headers } = await new Promise<{
    body: Buffer;
    headers: http.IncomingHttpHeaders;
  }>((resolve, reject) =>
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ body: Buffer.concat(chunks), headers: response.headers }),
        );
      })
      .on('error', reject),
  );
  const names = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];
  return {
    body,
    headers: Object.fromEntries(
      [...names, 'content-language'].flatMap((name) =>
        typeof headers[name] === 'string' ? [[name, headers[name]]] : [],
      ),
    ) as Record<string, string>,
  };
}

async function plainServer(body: Buffer, headers: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', STATIC_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      BODY: body.toString('base64'),
      HEADERS: JSON.stringify(headers),
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/`;
  if (!(await waitUntilAnswering(url))) throw new Error(`${url} did not answer`);
  return { child, url };
}

/** Milliseconds of each first render: new searches, one at a time, none cached before. */
async function firstRenders(origin: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < FIRST_RENDERS; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}/blog-list?search=${encodeURIComponent(`کیش ${i}`)}`);
    await response.arrayBuffer();
    if (response.headers.get('x-cache') !== 'miss')
      throw new Error('a first render came from the cache');
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main(): Promise<void> {
  if (!fs.existsSync('build/ssr/entry-server.js') || !fs.existsSync('dist/index.html')) {
    throw new Error('the site is not built: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-'));
  // The built site plus one static file, so the service's static path can be measured
  // with a page's own bytes.
  const siteDir = path.join(dataDir, 'site');
  fs.cpSync('dist', siteDir, { recursive: true });
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the service could not be built');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = () =>
    spawnService({
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SITE_DIR: siteDir,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // A first start loads the demo content and gives the home page's bytes; the static file
  // is written with them and the service started again, since it lists the site's files
  // when it starts.
  const first = start();
  const homeUrl = `${origin}/`;
  if (!(await waitUntilAnswering(homeUrl))) throw new Error(`${homeUrl} did not answer`);
  const home = await bytesAndHeaders(homeUrl);
  const homeBrotli = await bytesAndHeaders(homeUrl, BROWSER_ENCODINGS);
  // The static file gets its Brotli and gzip copies as the build gives the site's files.
  fs.mkdirSync(path.join(siteDir, 'bench'));
  fs.writeFileSync(path.join(siteDir, 'bench', 'page.html'), home.body);
  const compressed = spawnSync(
    process.execPath,
    ['scripts/precompress-site.mjs', path.join(siteDir, 'bench')],
    { stdio: 'ignore' },
  );
  if (compressed.status !== 0) throw new Error('the static file could not be compressed');
  await new Promise((resolve) => first.once('exit', resolve).kill('SIGTERM'));
  const service = start();
  const children: ChildProcess[] = [service];
  try {
    const listUrl = `${origin}${readAddress('posts', 'fa', { limit: 9, offset: 0 })}`;
    if (!(await waitUntilAnswering(listUrl))) throw new Error(`${listUrl} did not answer`);
    const detailUrl = `${origin}${readAddress('post', 'fa', { id: 3 })}`;
    const list = await bytesAndHeaders(listUrl);
    const apiStatic = await plainServer(list.body, list.headers);
    children.push(apiStatic.child);

    const post = (await (await fetch(detailUrl)).json()) as { id: number; title: string };
    const pages: [string, string][] = [
      ['page /', `${origin}/`],
      ['page: a post', `${origin}${encodeURI(recordPath.blogPost(post.id, post.title))}`],
      ['page /blog-list', `${origin}/blog-list`],
      ['page /blog-list?search=…', `${origin}/blog-list?search=${encodeURIComponent('کیش')}`],
    ];
    const pageStatic: Record<Asked, { child: ChildProcess; url: string }> = {
      browser: await plainServer(homeBrotli.body, homeBrotli.headers),
      identity: await plainServer(home.body, home.headers),
    };
    children.push(pageStatic.browser.child, pageStatic.identity.child);
    const staticName = (asked: Asked) =>
      `static file, ${home.body.length} bytes, same service, ${ASKED[asked].label}`;

    const rows: [string, autocannon.Result, number | null][] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const tag = ROUNDS > 1 ? ` (round ${round})` : '';
      rows.push([
        `API: blog list (9 posts)${tag}`,
        await load(listUrl),
        residentMegabytes(service),
      ]);
      rows.push([`API: a post${tag}`, await load(detailUrl), residentMegabytes(service)]);
      for (const asked of Object.keys(ASKED) as Asked[]) {
        const { label, acceptEncoding } = ASKED[asked];
        for (const [name, url] of pages) {
          rows.push([
            `${name}, ${label}${tag}`,
            await load(url, acceptEncoding),
            residentMegabytes(service),
          ]);
        }
        rows.push([
          `${staticName(asked)}${tag}`,
          await load(`${origin}/bench/page.html`, acceptEncoding),
          residentMegabytes(service),
        ]);
      }
    }
    rows.push([
      "plain Node server, the API list's bytes",
      await load(apiStatic.url),
      residentMegabytes(apiStatic.child),
    ]);
    for (const asked of Object.keys(ASKED) as Asked[]) {
      rows.push([
        `plain Node server, the page's bytes, ${ASKED[asked].label}`,
        await load(pageStatic[asked].url, ASKED[asked].acceptEncoding),
        residentMegabytes(pageStatic[asked].child),
      ]);
    }
    const renders = await firstRenders(origin);
    const rssAfter = residentMegabytes(service);

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} round(s); ${list.body.length} bytes per list answer, ${home.body.length} per home page (${homeBrotli.body.length} with Brotli); LOG_LEVEL=${process.env.LOG_LEVEL ?? 'warn'}\n`,
    );
    console.log('| what | requests/s | p50 ms | p99 ms | errors | RSS MB |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, result, rss] of rows) {
      console.log(
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${rss?.toFixed(0) ?? ''} |`,
      );
    }
    const rate = (name: string) =>
      rows.filter(([row]) => row === name || row.startsWith(`${name} (round`)).at(-1)![1];
    for (const asked of Object.keys(ASKED) as Asked[]) {
      const staticRate = rate(staticName(asked)).requests.average;
      console.log(`\n${ASKED[asked].label}:`);
      for (const [name] of pages) {
        const result = rate(`${name}, ${ASKED[asked].label}`);
        console.log(
          `${name}: ${((result.requests.average / staticRate) * 100).toFixed(0)}% of the same service's static file (target at least 50%), p99 ${result.latency.p99} ms (target at most 20)`,
        );
      }
    }
    console.log('');
    console.log(
      `API blog list: ${((rate('API: blog list (9 posts)').requests.average / rate("plain Node server, the API list's bytes").requests.average) * 100).toFixed(0)}% of a plain Node server with its bytes`,
    );
    console.log(
      `first render of ${FIRST_RENDERS} new searches: median ${percentile(renders, 50).toFixed(1)} ms, p99 ${percentile(renders, 99).toFixed(1)} ms (target median at most 30)`,
    );
    console.log(`service RSS after it all: ${rssAfter.toFixed(0)} MB (target at most 250)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
