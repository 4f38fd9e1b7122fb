// `npm run soak [-- --seconds 60]`: the built service with a 256 MB heap under a mix of
// page renders (a new search each time), API reads and contact posts. Prints memory over
// time and fails when the service dies or its memory keeps growing: the mean heap of the
// last third of the run (after warm-up) against the first third.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, spawnService, waitUntilAnswering } from '../../scripts/built-service';
import { TEST_MEDIA_DIR } from '../../tests/support/test-media-dir';
import { readAddress, sendAddress } from '@contract/api-routes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '60' },
    connections: { type: 'string', default: '4' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const WARM_UP_SECONDS = Math.min(15, SECONDS / 4);
const MB = 1024 * 1024;
/** Growth of the mean heap, last third against first, that counts as a leak. */
const MAX_GROWTH = { bytes: 8 * MB, ratio: 0.1 };

interface Sample {
  at: number;
  rss: number;
  heapUsed: number;
}

const WORDS = ['کیش', 'kish', 'پرواز', 'flight', 'مشهد', 'winter', 'بار', '$`', '<b>', '1404'];
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** One request of the mix; returns false when the service did not answer as it should. */
async function oneRequest(origin: string, n: number): Promise<boolean> {
  const words = `${pick(WORDS)} ${n}`;
  const search = encodeURIComponent(words);
  const kind = n % 10;
  if (kind < 4) {
    const page = pick(['/blog-list', '/en/blog-list', '/ar/blog-list']);
    const response = await fetch(`${origin}${page}?search=${search}`);
    await response.arrayBuffer();
    return response.status === 200;
  }
  if (kind < 6) {
    const page = pick([
      '/',
      '/en/',
      '/about',
      '/services',
      '/en/blog-list/3-kish-island-in-winter',
    ]);
    const response = await fetch(`${origin}${page}`);
    await response.arrayBuffer();
    return response.status === 200 || response.status === 301;
  }
  if (kind < 9) {
    const api = pick([
      readAddress('posts', 'fa', { limit: 9, offset: n % 3, search: words }),
      readAddress('post', 'en', { id: 3 }),
      readAddress('faqs', 'ar'),
      readAddress('media', 'fa', { limit: 3 }),
      readAddress('languages', 'fa'),
    ]);
    const response = await fetch(`${origin}${api}`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    return response.status === 200;
  }
  const response = await fetch(`${origin}${sendAddress('contactMessage', 'fa')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `soak-${n}-${Date.now()}` },
    body: JSON.stringify({
      first_name: 'Soak',
      last_name: `Run ${n}`,
      email: `soak${n}@example.com`,
      phone_number: '09121234567',
      message: `Message ${n}`,
    }),
  });
  await response.arrayBuffer();
  return response.status === 201;
}

const mean = (samples: Sample[], key: 'rss' | 'heapUsed') =>
  samples.reduce((sum, s) => sum + s[key], 0) / Math.max(1, samples.length);

async function main(): Promise<number> {
  if (!fs.existsSync('build/server/main.mjs') || !fs.existsSync('build/ssr/entry-server.js')) {
    const built = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the site and service could not be built');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-soak-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const service = spawnService({
    nodeFlags: [
      '--max-old-space-size=256',
      '--expose-gc',
      '--import',
      './bench/soak/report-memory.mjs',
    ],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_DIR: TEST_MEDIA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let exited: string | undefined;
  let stopping = false;
  service.on('exit', (code, signal) => {
    if (!stopping) exited = `exited (code ${code}, signal ${signal})`;
  });
  const samples: Sample[] = [];
  let started = 0;
  service.on('message', (m: { rss: number; heapUsed: number }) => {
    if (started) samples.push({ at: (Date.now() - started) / 1000, ...m });
  });

  let requests = 0;
  let failures = 0;
  try {
    const readyUrl = `${origin}${readAddress('languages', 'fa')}`;
    if (!(await waitUntilAnswering(readyUrl))) throw new Error(`${readyUrl} did not answer`);
    started = Date.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until && !exited) {
          const n = requests++;
          const ok = await oneRequest(origin, n).catch(() => false);
          if (!ok) failures++;
        }
      }),
    );
  } finally {
    stopping = true;
    if (!exited) service.kill('SIGTERM');
    await new Promise((resolve) =>
      service.exitCode === null ? service.once('exit', resolve) : resolve(null),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const measured = samples.filter((s) => s.at >= WARM_UP_SECONDS);
  console.log(`\n${requests} requests in ${SECONDS} s (${failures} not answered as expected)\n`);
  console.log('| s | RSS MB | heap MB |\n| ---: | ---: | ---: |');
  const step = Math.max(1, Math.floor(samples.length / 20));
  for (const s of samples.filter((_, i) => i % step === 0 || i === samples.length - 1)) {
    console.log(
      `| ${s.at.toFixed(0)} | ${(s.rss / MB).toFixed(0)} | ${(s.heapUsed / MB).toFixed(1)} |`,
    );
  }
  const third = Math.floor(measured.length / 3);
  const first = measured.slice(0, third);
  const last = measured.slice(-third);
  const growth = mean(last, 'heapUsed') - mean(first, 'heapUsed');
  console.log(
    `\nheap after warm-up: first third ${(mean(first, 'heapUsed') / MB).toFixed(1)} MB, last third ${(mean(last, 'heapUsed') / MB).toFixed(1)} MB`,
  );
  const problems: string[] = [];
  if (exited) problems.push(`the service ${exited} during the run`);
  if (third < 3) problems.push('too few memory samples to judge');
  if (growth > MAX_GROWTH.bytes && growth > mean(first, 'heapUsed') * MAX_GROWTH.ratio) {
    problems.push(`the heap grew by ${(growth / MB).toFixed(1)} MB`);
  }
  if (failures > requests * 0.01) problems.push(`${failures} of ${requests} requests failed`);
  for (const problem of problems) console.error(`soak failed: ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

process.exitCode = await main();
