// The sitemap as a crawler reads it: an index whose files, together, list every page of
// the site in every active language once, each with all its language versions named and
// naming it back; files cut by address count and by size at whatever bounds they are
// given; file names the index does not list answer 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_FIXED_PAGES } from '@contract/site-pages';
import { fromApp, readSitemaps } from '@tests/support/read-sitemaps';
import type { Answer, SitemapUrl } from '@tests/support/read-sitemaps';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { Sitemaps } from './sitemap-files';

const ORIGIN = 'https://parvaz.example';
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
fs.copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));

let t: TestApp;
beforeAll(async () => {
  // Heads only: the first screens are not what this file is about, and take longer.
  const env = {
    SITE_DIR: siteDir,
    PUBLIC_ORIGIN: ORIGIN,
    SSR_ENTRY: path.join(siteDir, 'none.js'),
  };
  t = await createTestApp({ serveSite: true, env });
  // A custom page whose address holds characters XML must escape, and a post whose title
  // holds them too (the slug keeps none of them, the page still has its address).
  const now = '2026-11-20T10:00:00Z';
  await t.db
    .insertInto('custom_pages')
    .values([
      {
        id: 900,
        lang: 'en',
        path: "fares&fees's",
        title: 'Fares',
        body: '<p>x</p>',
        updated_at: now,
      },
    ])
    .execute();
  await t.db
    .insertInto('blog_posts')
    .values(
      ['fa', 'en'].map((lang) => ({
        id: 900,
        lang,
        title: `Tom & Jerry's <"trip"> ]]> ${lang}`,
        short_description: '',
        body: '<p>x</p>',
        created_at: now,
        updated_at: now,
        is_featured: 0,
        banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
        gallery: '[]',
        search_text: 'tom jerry',
      })),
    )
    .execute();
  await t.app.contentChanged();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** How many addresses the site has: each page's versions in the active languages. */
async function countAddresses(): Promise<number> {
  const active = (
    await t.db.selectFrom('languages').select('value').where('status', '=', 'active').execute()
  ).map((l) => l.value);
  const count = async (table: 'blog_posts' | 'custom_pages' | 'custom_forms') =>
    (await t.db.selectFrom(table).select('lang').execute()).filter((r) => active.includes(r.lang))
      .length;
  const fixed = (await t.db.selectFrom('pages').select(['policy', 'lang']).execute()).filter(
    (p) => active.includes(p.lang) && SITEMAP_FIXED_PAGES.some((page) => page.policy === p.policy),
  ).length;
  return (
    fixed +
    (await count('blog_posts')) +
    (await count('custom_pages')) +
    (await count('custom_forms'))
  );
}

/** Each address once, each naming all its versions and x-default, each version naming it. */
function expectReciprocal(urls: SitemapUrl[]) {
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  expect(byLoc.size).toBe(urls.length);
  for (const url of urls) {
    const languages = url.alternates.map((a) => a.hreflang);
    expect(
      languages.filter((code) => code === 'x-default'),
      url.loc,
    ).toHaveLength(1);
    expect(new Set(languages).size).toBe(languages.length);
    expect(url.alternates.map((a) => a.href)).toContain(url.loc);
    const fallback = url.alternates.find((a) => a.hreflang === 'x-default')!.href;
    const persian = url.alternates.find((a) => a.hreflang === 'fa');
    expect(fallback).toBe(persian?.href ?? url.alternates[0]!.href);
    for (const alternate of url.alternates) {
      const other = byLoc.get(alternate.href);
      expect(other, `${alternate.href} listed by ${url.loc}`).toBeDefined();
      expect(other!.alternates).toEqual(url.alternates);
    }
  }
}

describe('the sitemap index', () => {
  it('names files that together list every page in every active language, once', async () => {
    const { index, files, urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    expect(index.status).toBe(200);
    expect(files.map((f) => [f.loc, f.status])).toEqual([
      [`${ORIGIN}/sitemaps/pages-1.xml`, 200],
      [`${ORIGIN}/sitemaps/posts-1.xml`, 200],
    ]);
    expect(urls).toHaveLength(await countAddresses());
    expectReciprocal(urls);
    for (const file of files) {
      expect(file.lastmod).toBe(
        file.urls
          .map((u) => u.lastmod)
          .sort()
          .at(-1),
      );
    }
  });

  it('lists addresses that are the pages themselves, with the same language versions', async () => {
    const { urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    const text = (html: string) =>
      html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    for (const url of urls) {
      const page = await t.app.inject({ method: 'GET', url: url.loc.slice(ORIGIN.length) });
      expect(page.statusCode, url.loc).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1];
      expect(text(canonical ?? ''), url.loc).toBe(url.loc);
      const heads = [
        ...page.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => ({ hreflang: m[1]!, href: text(m[2]!) }));
      // The head names x-default only when the page has a Persian version; the sitemap
      // names its first version then.
      const persian = url.alternates.some((a) => a.hreflang === 'fa');
      expect(heads, url.loc).toEqual(
        persian ? url.alternates : url.alternates.filter((a) => a.hreflang !== 'x-default'),
      );
    }
  });

  it('escapes what XML must in addresses', async () => {
    const { files, urls } = await readSitemaps(fromApp(t.app), ORIGIN);
    // An editor's path is percent-encoded as the site's links write it (`&` as %26); the
    // apostrophe, left as it is in a path, is escaped for XML.
    const custom = urls.find((u) => u.loc.startsWith(`${ORIGIN}/en/page/fares`));
    expect(custom?.loc).toBe(`${ORIGIN}/en/page/fares%26fees's`);
    expect(files[0]!.body).toContain('/en/page/fares%26fees&apos;s<');
    expect((await t.app.inject("/en/page/fares&fees's")).statusCode).toBe(200);
    const post = urls.find((u) => u.loc.startsWith(`${ORIGIN}/en/blog-list/900-`));
    expect(post?.loc).toBe(`${ORIGIN}/en/blog-list/900-tom--jerrys-trip--en`);
    expect(post?.alternates.map((a) => a.hreflang)).toEqual(['fa', 'en', 'x-default']);
  });

  it('follows a content change', async () => {
    const before = await readSitemaps(fromApp(t.app), ORIGIN);
    const updated = '2026-11-25T08:00:00Z';
    await t.db
      .updateTable('blog_posts')
      .set({ title: 'Renamed', updated_at: updated })
      .where('id', '=', 900)
      .where('lang', '=', 'en')
      .execute();
    await t.app.contentChanged();
    const after = await readSitemaps(fromApp(t.app), ORIGIN);
    expect(after.files[1]!.lastmod).toBe(updated);
    expect(after.urls.map((u) => u.loc)).toContain(`${ORIGIN}/en/blog-list/900-renamed`);
    expect(after.urls).toHaveLength(before.urls.length);
  });

  it("keeps a file's tag while its posts stay, and moves it when one changes", async () => {
    const tagOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' })).headers.etag;
    const before = await tagOf();
    await t.app.contentChanged();
    expect(await tagOf()).toBe(before);
    await t.db
      .updateTable('blog_posts')
      .set({ updated_at: '2026-11-26T09:00:00Z' })
      .where('id', '=', 900)
      .where('lang', '=', 'fa')
      .execute();
    await t.app.contentChanged();
    expect(await tagOf()).not.toBe(before);
  });

  it('cuts its files from the posts as read at start, read again once the content changes', async () => {
    let version = 0;
    const sitemaps = new Sitemaps(t.db, () => version);
    await sitemaps.prepare(ORIGIN);
    const postsLastmod = async () =>
      /posts-1\.xml<\/loc>\s*<lastmod>([^<]+)</.exec(await sitemaps.index(ORIGIN))?.[1];
    const before = await postsLastmod();
    const later = '2027-03-01T00:00:00Z';
    const setUpdated = (updated_at: string) =>
      t.db
        .updateTable('blog_posts')
        .set({ updated_at })
        .where('id', '=', 900)
        .where('lang', '=', 'fa')
        .execute();
    const { updated_at: held } = await t.db
      .selectFrom('blog_posts')
      .select('updated_at')
      .where('id', '=', 900)
      .where('lang', '=', 'fa')
      .executeTakeFirstOrThrow();
    await setUpdated(later);
    try {
      // The same content version: its posts are not read again.
      expect(await postsLastmod()).toBe(before);
      version += 1;
      expect(await postsLastmod()).toBe(later);
    } finally {
      await setUpdated(held);
    }
  });

  it("plans the index for the service's own origin at start: its first request reads nothing", async () => {
    let statements = 0;
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const sitemaps = new Sitemaps(counted, () => 0);
    await sitemaps.prepare(ORIGIN);
    const atStart = statements;
    expect(atStart).toBeGreaterThan(0);
    expect(await sitemaps.index(ORIGIN)).toContain(`<loc>${ORIGIN}/sitemaps/posts-1.xml</loc>`);
    expect(statements).toBe(atStart);
    // Another origin is planned at its first request, from the posts read at start.
    expect(await sitemaps.index('http://127.0.0.1:8080')).toContain(
      '<loc>http://127.0.0.1:8080/sitemaps/posts-1.xml</loc>',
    );
    expect(statements).toBeGreaterThan(atStart);
  });

  it('answers 404 to a file it does not list', async () => {
    for (const url of [
      '/sitemaps/posts-2.xml',
      '/sitemaps/posts-0.xml',
      '/sitemaps/pages-2.xml',
      '/sitemaps/posts-1.xml.gz',
      '/sitemaps/posts-1',
      '/sitemaps/feed.xml',
      '/sitemaps/..%2fsitemap.xml',
      `/sitemaps/${'9'.repeat(150)}.xml`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml?x=1' })).statusCode,
    ).toBe(200);
  });

  it('tags the index and files, and compresses a file on the way', async () => {
    for (const url of ['/sitemap.xml', '/sitemaps/posts-1.xml']) {
      const plain = await t.app.inject({ method: 'GET', url });
      const etag = plain.headers.etag as string;
      expect(etag, url).toBeTruthy();
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/posts-1.xml',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/posts-1.xml',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('sitemap files at smaller bounds', () => {
  /** Reads a plan made at these bounds as the routes would send it. */
  function reader(sitemaps: Sitemaps) {
    return async (url: string): Promise<Answer> => {
      if (url === '/sitemap.xml') {
        return { statusCode: 200, headers: {}, body: await sitemaps.index(ORIGIN) };
      }
      const file = await sitemaps.file(ORIGIN, url.slice('/sitemaps/'.length));
      if (!file) return { statusCode: 404, headers: {}, body: '' };
      let body = '';
      for await (const part of file.parts) body += part;
      return { statusCode: 200, headers: {}, body };
    };
  }

  const postIds = (urls: SitemapUrl[]) =>
    urls.map((u) => Number(/\/blog-list\/(\d+)/.exec(u.loc)![1]));

  it.each([
    { bound: 'address count', limits: { maxUrls: 10, maxBytes: 52_428_800, batchRows: 2 } },
    { bound: 'size', limits: { maxUrls: 50_000, maxBytes: 6_000, batchRows: 7 } },
  ])('cuts files by $bound and still lists every page once', async ({ limits }) => {
    const whole = await readSitemaps(fromApp(t.app), ORIGIN);
    const { files, urls } = await readSitemaps(reader(new Sitemaps(t.db, () => 0, limits)), ORIGIN);
    expect(files.length).toBeGreaterThan(5);
    expect(new Set(urls.map((u) => u.loc))).toEqual(new Set(whole.urls.map((u) => u.loc)));
    expectReciprocal(urls);
    const posts = files.filter((f) => f.loc.includes('/sitemaps/posts-'));
    expect(posts.map((f) => f.loc)).toEqual(
      posts.map((_, i) => `${ORIGIN}/sitemaps/posts-${i + 1}.xml`),
    );
    for (const [i, file] of files.entries()) {
      expect(file.urls.length).toBeLessThanOrEqual(limits.maxUrls);
      expect(Buffer.byteLength(file.body)).toBeLessThanOrEqual(limits.maxBytes);
      // Every version of a page is in the file with it, and posts go by id.
      expectReciprocal(file.urls);
      if (i > 0 && posts.includes(file) && posts.includes(files[i - 1]!)) {
        expect(Math.min(...postIds(file.urls))).toBeGreaterThan(
          Math.max(...postIds(files[i - 1]!.urls)),
        );
      }
    }
  });
});
