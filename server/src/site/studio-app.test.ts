// The built studio beside the site: its page at every address under /studio (never cached,
// never indexed), its assets immutable and sent precompressed, and nothing of it in the
// visitors' build or their service worker's precache.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const built = fs.existsSync('build/studio/index.html') && fs.existsSync('dist/sw.js');

describe.runIf(built)('the studio app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true, seed: false });
  });
  afterAll(() => t?.close());

  it('answers its page at every address under /studio, never cached or indexed', async () => {
    for (const address of ['/studio', '/studio/', '/studio/accounts', '/studio/posts/3/en']) {
      const response = await t.app.inject(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<meta name="robots" content="noindex"');
    }
  });

  it('sends its assets immutable and precompressed', async () => {
    const page = (await t.app.inject('/studio/')).body;
    const script = /src="(\/studio\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const response = await t.app.inject({
      url: script!,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/studio/assets/none.js')).statusCode).toBe(404);
  });

  it("leaves nothing of itself in the visitors' build or service worker", () => {
    // The studio's calls carry the CSRF token's header; no script of the site does.
    const siteScripts = (fs.readdirSync('dist', { recursive: true }) as string[]).filter((file) =>
      file.endsWith('.js'),
    );
    expect(siteScripts.length).toBeGreaterThan(5);
    for (const file of siteScripts)
      expect(fs.readFileSync(path.join('dist', file), 'utf8'), file).not.toContain('x-csrf-token');
    const precached = [...fs.readFileSync('dist/sw.js', 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(precached.length).toBeGreaterThan(5);
    expect(precached.filter((url) => /studio/.test(url!))).toEqual([]);
  });
});
