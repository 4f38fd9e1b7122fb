// The sitemap of a site with more addresses than one sitemap file may hold (50,000): the
// index names several posts files, none over the protocol's bounds, together listing every
// address once with absolute locations and reciprocal alternates; each file is sent in parts
// of bounded size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromApp, readSitemaps } from '@tests/support/read-sitemaps';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { writeInBulk } from '../modules/blog/bulk-write';
import { Sitemaps } from './sitemap-files';

const ORIGIN = 'https://parvaz.example';
const POSTS = 17_000;
const LANGUAGES = ['fa', 'en', 'ar'];
const TITLES: Record<string, (i: number) => string> = {
  fa: (i) => `سفر شماره ${i} به کیش`,
  en: (i) => `Flight ${i} to Kish`,
  ar: (i) => `الرحلة ${i} إلى كيش`,
};
const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-shell-'));
fs.copyFileSync(path.resolve('index.html'), path.join(siteDir, 'index.html'));

let t: TestApp;
beforeAll(async () => {
  const env = { SITE_DIR: siteDir, PUBLIC_ORIGIN: ORIGIN, SSR_ENTRY: path.join(siteDir, 'none') };
  t = await createTestApp({ serveSite: true, env });
  const rows = Array.from({ length: POSTS }, (_, i) =>
    LANGUAGES.map((lang) => {
      const time = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      return {
        id: 10_000 + i,
        lang,
        title: TITLES[lang]!(i),
        short_description: '',
        body: '<p>…</p>',
        created_at: time,
        updated_at: time,
        is_featured: 0,
        banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
        gallery: '[]',
        search_text: TITLES[lang]!(i),
      };
    }),
  ).flat();
  // Written the way a content load writes, with the count triggers aside and every count
  // made once at the end: a row at a time through them, PostgreSQL took 8-22 s alone and
  // more than 120 s once in a full line.
  await t.db.transaction().execute((trx) =>
    writeInBulk(trx, async () => {
      for (let start = 0; start < rows.length; start += 1_000) {
        await trx
          .insertInto('blog_posts')
          .values(rows.slice(start, start + 1_000))
          .execute();
      }
    }),
  );
  await t.app.contentChanged();
}, 120_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('a sitemap over 50,000 addresses', () => {
  it(
    'is split into files within the bounds, every address once and absolute',
    { timeout: 120_000 },
    async () => {
      const { files, urls } = await readSitemaps(fromApp(t.app), ORIGIN);
      const posts = files.filter((file) => file.loc.startsWith(`${ORIGIN}/sitemaps/posts-`));
      expect(posts.length).toBeGreaterThan(1);
      expect(urls.length).toBeGreaterThan(POSTS * LANGUAGES.length);
      expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
      const posted = (await t.db.selectFrom('blog_posts').select('lang').execute()).filter((p) =>
        LANGUAGES.includes(p.lang),
      );
      expect(posts.reduce((sum, file) => sum + file.urls.length, 0)).toBe(posted.length);
      for (const file of files) {
        expect(file.status).toBe(200);
        expect(file.body.match(/<url>/g)?.length).toBe(file.urls.length);
        expect(file.urls.length).toBeLessThanOrEqual(50_000);
        expect(Buffer.byteLength(file.body)).toBeLessThanOrEqual(52_428_800);
        expect(file.lastmod).toBe(
          file.urls
            .map((u) => u.lastmod)
            .sort()
            .at(-1),
        );
        for (const url of file.urls) {
          expect(url.loc.startsWith(`${ORIGIN}/`)).toBe(true);
          expect(new URL(url.loc).href).toBe(url.loc);
          for (const alternate of url.alternates)
            expect(alternate.href.startsWith(`${ORIGIN}/`)).toBe(true);
        }
      }
      // The first posts file is cut at the address bound, not before.
      expect(posts[0]!.urls.length).toBeGreaterThan(50_000 - LANGUAGES.length);
      // Alternates are reciprocal: each version of a page names every version, itself
      // included, and each named version is listed naming the same ones.
      const named = (url: (typeof urls)[number]) =>
        JSON.stringify(url.alternates.map((a) => [a.hreflang, a.href]).sort());
      const byLoc = new Map(urls.map((url) => [url.loc, named(url)]));
      let unanswered = 0;
      for (const url of urls) {
        const versions = url.alternates.filter((a) => a.hreflang !== 'x-default');
        if (!versions.some((a) => a.href === url.loc)) unanswered += 1;
        for (const version of versions) if (byLoc.get(version.href) !== named(url)) unanswered += 1;
      }
      expect(unanswered).toBe(0);
    },
  );

  it('writes a file in parts of bounded size, never whole', async () => {
    const sitemaps = new Sitemaps(t.db, () => t.app.pages.contentVersion);
    await sitemaps.index(ORIGIN);
    const file = await sitemaps.file(ORIGIN, 'posts-1.xml');
    let bytes = 0;
    let largest = 0;
    for await (const part of file!.parts) {
      bytes += Buffer.byteLength(part);
      largest = Math.max(largest, Buffer.byteLength(part));
    }
    expect(bytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(largest).toBeLessThan(1024 * 1024);
  });
});
