// Requests per second, p50/p99 latency and resident memory of the service for the blog
// list (9 posts) and a blog detail under 32 concurrent connections, next to a static
// server answering the same bytes in the same run. `npm run bench:api [-- --seconds 10]`
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, waitUntilAnswering } from '../../scripts/built-service';
import { readAddress } from '../../contract/api-routes';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const SECONDS = Number(values.seconds);
const CONNECTIONS = 32;

function residentMegabytes(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function load(url: string) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, result) =>
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

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the service could not be built');
  // The same flags as `npm start`: a small young generation keeps the service's memory low.
  const service = spawn(process.execPath, ['--max-semi-space-size=2', 'build/server/main.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const children: ChildProcess[] = [service];
  try {
    const listUrl = `${origin}${readAddress('posts', 'fa', { limit: 9, offset: 0 })}`;
    if (!(await waitUntilAnswering(listUrl))) throw new Error(`${listUrl} did not answer`);
    const detailUrl = `${origin}${readAddress('post', 'fa', { id: 3 })}`;
    const sample = await fetch(listUrl);
    const body = Buffer.from(await sample.arrayBuffer());
    const headers = Object.fromEntries(
      ['content-type', 'etag', 'cache-control', 'vary', 'content-language'].map((name) => [
        name,
        sample.headers.get(name) ?? '',
      ]),
    );

    const staticPort = await freePort();
    const staticServer = spawn(process.execPath, ['-e', STATIC_SERVER], {
      env: {
        ...process.env,
        PORT: String(staticPort),
        BODY: body.toString('base64'),
        HEADERS: JSON.stringify(headers),
      },
      stdio: 'inherit',
    });
    children.push(staticServer);
    const staticUrl = `http://127.0.0.1:${staticPort}/`;
    if (!(await waitUntilAnswering(staticUrl))) throw new Error(`${staticUrl} did not answer`);

    const rows: [string, autocannon.Result, number | null][] = [];
    rows.push(['service: blog list (9 posts)', await load(listUrl), residentMegabytes(service)]);
    rows.push(['service: blog detail', await load(detailUrl), residentMegabytes(service)]);
    rows.push([
      'static server, same bytes',
      await load(staticUrl),
      residentMegabytes(staticServer),
    ]);

    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s each, ${body.length} bytes per list answer, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}\n`,
    );
    console.log('| what | requests/s | p50 ms | p99 ms | errors | RSS MB |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const [name, result, rss] of rows) {
      console.log(
        `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${rss?.toFixed(0) ?? ''} |`,
      );
    }
    const ratio = rows[0]![1].requests.average / rows[2]![1].requests.average;
    console.log(
      `\nblog list / static server: ${(ratio * 100).toFixed(0)}% (target at least 50%); list p99 ${rows[0]![1].latency.p99} ms (target at most 20 ms); service RSS ${rows[1]![2]!.toFixed(0)} MB (target under 150 MB)`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
