// A server render leaves nothing behind once its answer is sent: after hundreds of pages
// the heap, measured after forced collections in a process of its own, is where it was
// after the first hundred (a leak of ~45 KB a page would show as 7 MB or more), and no
// timer a render started is still pending (the leak left thousands).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

interface Sample {
  heapUsed: number;
  timeouts: number;
}

async function renderMany(url: string, total: number): Promise<{ first: Sample; last: Sample }> {
  const { stdout } = await run(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      'tests/support/render-pages-child.ts',
      url,
      String(total),
      '100',
    ],
    { env: process.env, maxBuffer: 1 << 20, timeout: 540_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { first: Sample; last: Sample };
}

const MB = 1024 * 1024;

describe.runIf(fs.existsSync('build/ssr/entry-server.js'))('memory across server renders', () => {
  it(
    'holds no more after 300 renders of the home page than after 100',
    { timeout: 600_000 },
    async () => {
      const { first, last } = await renderMany('/', 300);
      expect(last.timeouts).toBeLessThanOrEqual(first.timeouts);
      expect(last.heapUsed - first.heapUsed).toBeLessThan(4 * MB);
    },
  );

  it(
    'holds no more after 250 searches, each new, than after 100',
    { timeout: 600_000 },
    async () => {
      const { first, last } = await renderMany('/blog-list?search=kish-{i}', 250);
      expect(last.timeouts).toBeLessThanOrEqual(first.timeouts);
      expect(last.heapUsed - first.heapUsed).toBeLessThan(4 * MB);
    },
  );
});
