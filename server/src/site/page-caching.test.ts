// Pages through the real service: rendered once per content version and sent as bytes
// after that (tag, 304, the coding the client prefers), the cache headers a shared cache
// can use, and a post's visits counted once per page view whether rendered or cached.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';

const builtRenderer = fs.existsSync('build/ssr/entry-server.js');
const POST = '/en/blog-list/3-kish-island-in-winter';

describe.runIf(builtRenderer)('the page cache in the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: true });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('renders a page once, then sends the same bytes and tag from the cache', async () => {
    const first = await get('/en/services');
    const second = await get('/en/services');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.body).toContain('<script id="rendered-state"');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
    );
    expect(first.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends a page, rendered or cached, with its security headers and no opener policy', async () => {
    for (const response of [await get('/en/media'), await get('/en/media')]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // A page in a browsing context group of its own costs its visitor a process (app.ts).
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it("says each page's language, from its address", async () => {
    for (const [url, language] of [
      ['/services', 'fa'],
      ['/en/services', 'en'],
      ['/ar/', 'ar'],
      ['/ar/no/such/page', 'ar'],
      ['/en/feed.xml', 'en'],
    ]) {
      for (let i = 0; i < 2; i++) {
        expect((await get(url!)).headers['content-language'], url).toBe(language);
      }
    }
  });

  it('answers 304 to a client that holds the page, with no body', async () => {
    const { headers } = await get('/about');
    const again = await get('/about', { 'if-none-match': String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/about', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the coding the client prefers by its q-values', async () => {
    const plain = await get('/media');
    const br = await get('/media', { 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/media', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const none = await get('/media', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
  });

  it('renders a page asked for by many visitors at once only once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => get('/blog-list?search=kish-once')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('keeps not-found pages and feeds too, with their status and type', async () => {
    const missing = [await get('/en/no/such/page'), await get('/en/no/such/page')];
    expect(missing.map((answer) => [answer.statusCode, answer.headers['x-cache']])).toEqual([
      [404, 'miss'],
      [404, 'hit'],
    ]);
    const feed = [await get('/en/feed.xml'), await get('/en/feed.xml')];
    expect(feed[1]!.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed[1]!.headers['x-cache']).toBe('hit');
    const moved = await get('/en/blog-list/3-old-title');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(POST);
  });

  it('renders every page again after content changes, with a new tag', async () => {
    const before = await get('/en/');
    await t.app.contentChanged();
    const after = await get('/en/');
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("describes a page's path once for all its queries, and again after content changes", async () => {
    const titleOf = (body: string) => /<title[^>]*>([^<]*)<\/title>/.exec(body)?.[1];
    const blogPage = () =>
      t.db
        .selectFrom('pages')
        .select(['id', 'sections'])
        .where('lang', '=', 'en')
        .where('policy', '=', 'blog-page')
        .executeTakeFirstOrThrow();
    const stored = await blogPage();
    const renamed = JSON.parse(stored.sections) as { title: string }[];
    const title = titleOf((await get('/en/blog-list?search=frame-a')).body);
    expect(title).toContain(renamed[0]!.title);
    renamed[0]!.title = 'Renamed Blog';
    const rename = (sections: string) =>
      t.db.updateTable('pages').set({ sections }).where('id', '=', stored.id).execute();
    await rename(JSON.stringify(renamed));
    try {
      // Stored content changed without the service told: a new query is a new render,
      // inside the frame its path already has.
      const unchanged = await get('/en/blog-list?search=frame-b');
      expect(unchanged.headers['x-cache']).toBe('miss');
      expect(titleOf(unchanged.body)).toBe(title);
      await t.app.contentChanged();
      const changed = await get('/en/blog-list?search=frame-c');
      expect(titleOf(changed.body)).toContain('Renamed Blog');
    } finally {
      await rename(stored.sections);
      await t.app.contentChanged();
    }
  });

  it('answers 503 with Retry-After on every page during maintenance, and 200 after it', async () => {
    const maintenance = async (on: boolean) => {
      await t.db
        .updateTable('companies')
        .set({ maintenance: on ? 1 : 0 })
        .execute();
      await t.app.contentChanged();
    };
    await maintenance(true);
    try {
      for (const url of ['/', '/en/services', POST]) {
        for (let i = 0; i < 2; i++) {
          const response = await get(url);
          expect(response.statusCode, url).toBe(503);
          expect(response.headers['retry-after'], url).toBe('300');
          expect(response.body).toMatch(/We are updating the site|در حال به‌روزرسانی هستیم/);
        }
      }
    } finally {
      await maintenance(false);
    }
    const after = await get('/en/services');
    expect(after.statusCode).toBe(200);
    expect(after.headers['retry-after']).toBeUndefined();
  });

  it('counts a visit per page view of a post, rendered or from the cache', async () => {
    const visited = async () =>
      (await get('/cms/content/v1/Blog/3?lang=en', { 'x-parvaz-internal-read': 'guess' })).json()
        .visited as number;
    await t.app.visits.flush();
    await t.app.contentChanged();
    const before = await visited(); // this read counts one
    const views = [await get(POST), await get(POST), await get(POST)];
    expect(views.map((view) => view.headers['x-cache'])).toEqual(['miss', 'hit', 'hit']);
    await t.app.visits.flush();
    expect(await visited()).toBe(before + 1 + 3);
  });
});
