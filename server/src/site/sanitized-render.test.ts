// A post's HTML is sanitized on the service as in the browser (DOMPurify), in the thread
// the renderer starts for it: script in a post's body never reaches the rendered page, the
// rest of the body does, and jsdom (DOMPurify's DOM) is not loaded in the service's own
// thread, whose heap every full garbage collection marks (see src/sanitize-worker.ts).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

const HOSTILE_BODY = [
  '<p>Kept paragraph <strong>in bold</strong></p>',
  '<img src="/media/kish.jpg" alt="Kish" onerror="alert(1)">',
  '<script>alert(2)</script>',
  '<a href="javascript:alert(3)">a link</a>',
  '<iframe src="https://example.com/"></iframe>',
].join('');

interface ChildReport {
  status: number;
  root: string | null;
  jsdomInMainThread: boolean;
}

async function renderHostilePost(): Promise<ChildReport> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'tests/support/sanitized-post-child.ts', HOSTILE_BODY],
    { env: process.env, maxBuffer: 1 << 22, timeout: 120_000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildReport;
}

describe.runIf(fs.existsSync('build/ssr/entry-server.js'))('a rendered post with script', () => {
  it('is sanitized in a thread of its own', { timeout: 150_000 }, async () => {
    const report = await renderHostilePost();
    expect(report.status).toBe(200);
    const root = report.root!;
    expect(root).toContain('<p>Kept paragraph <strong>in bold</strong></p>');
    expect(root).toMatch(/<img src="\/media\/kish.jpg" alt="Kish">/);
    expect(root).toContain('<a>a link</a>');
    for (const hostile of ['onerror', 'alert(', 'javascript:', '<iframe', '<script>alert']) {
      expect(root).not.toContain(hostile);
    }
    expect(report.jsdomInMainThread).toBe(false);
  });
});
