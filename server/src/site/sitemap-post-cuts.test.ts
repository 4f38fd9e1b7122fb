// The posts' files are cut from counts and title lengths, without writing the addresses:
// whatever the titles hold (Persian with ZWNJ, CJK, emoji, `İ`, marks XML escapes), no file
// passes the size bound, and every post is listed once.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSitemaps } from '@tests/support/read-sitemaps';
import type { Answer } from '@tests/support/read-sitemaps';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { Sitemaps } from './sitemap-files';
import { postMeasures } from './sitemap-post-cuts';

const ORIGIN = 'https://parvaz.example';
/** An origin whose addresses are longer: the same bounds, more bytes a post. */
const LONG_ORIGIN = 'https://www.a-much-longer-name-for-the-airline.parvaz.example:8443';
const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const TITLES = [
  'پرواز\u200cهای نوروزی به کیش و مشهد',
  '東京への直行便',
  'Trips 🛫🛬 for everyone',
  'İSTANBUL İÇİN',
  'Tom & Jerry\'s <"trip">',
  'x',
  'رحلات الصيف إلى دبي والدوحة ومسقط',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const rows = Array.from({ length: 60 }, (_, i) =>
    ['fa', 'en', 'ar'].slice(0, 1 + (i % 3)).map((lang, k) => {
      const title = `${TITLES[(i + k) % TITLES.length]!} ${i}`.repeat(1 + (i % 4));
      return {
        id: 5_000 + i,
        lang,
        title,
        short_description: '',
        body: '',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
        is_featured: 0,
        banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
        gallery: '[]',
        search_text: title,
      };
    }),
  ).flat();
  await t.db.insertInto('blog_posts').values(rows).execute();
});
afterAll(() => t.close());

describe('posts files cut from counts and title lengths', () => {
  it.each([
    [3_000, ORIGIN],
    [6_000, ORIGIN],
    [20_000, ORIGIN],
    [3_000, LONG_ORIGIN],
    [6_000, LONG_ORIGIN],
  ])(
    'keeps every file within %i bytes at %s and lists every post once',
    async (maxBytes, origin) => {
      const sitemaps = new Sitemaps(t.db, () => 0, { maxUrls: 50_000, maxBytes, batchRows: 5 });
      const read = async (url: string): Promise<Answer> => {
        if (url === '/sitemap.xml')
          return { statusCode: 200, headers: {}, body: await sitemaps.index(origin) };
        const file = await sitemaps.file(origin, url.slice('/sitemaps/'.length));
        let body = '';
        for await (const part of file!.parts) body += part;
        return { statusCode: 200, headers: {}, body };
      };
      const { files, urls } = await readSitemaps(read, origin);
      const posts = files.filter((file) => file.loc.includes('/sitemaps/posts-'));
      expect(posts.length).toBeGreaterThan(2);
      for (const file of posts) {
        const ids = new Set(file.urls.map((u) => /\/blog-list\/(\d+)/.exec(u.loc)?.[1]));
        // A post too large for a file of its own still gets one.
        if (ids.size > 1) expect(Buffer.byteLength(file.body)).toBeLessThanOrEqual(maxBytes);
        expect(file.lastmod).toBe(
          file.urls
            .map((u) => u.lastmod)
            .sort()
            .at(-1),
        );
      }
      const listed = urls.filter((u) => /\/blog-list\/5\d{3}/.test(u.loc));
      expect(listed).toHaveLength(60 + 40 + 20);
      expect(new Set(listed.map((u) => u.loc)).size).toBe(listed.length);
    },
  );

  it('measures the posts from an index alone, reading no post', async () => {
    const query = postMeasures(t.db, ['fa', 'en', 'ar']).compile(t.db);
    if (onPostgres) await sql`vacuum analyze blog_posts`.execute(t.db);
    const plan = await t.db.transaction().execute(async (trx) => {
      // So few posts would be read whole; what matters is that the index can answer alone.
      if (onPostgres) await sql`set local enable_seqscan = off`.execute(trx);
      const explain = onPostgres ? 'explain (costs off)' : 'explain query plan';
      const { rows } = await trx.executeQuery(
        CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
      );
      return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
    });
    expect(plan).toMatch(
      onPostgres
        ? /Index Only Scan using blog_posts_id_lang_sitemap/
        : /COVERING INDEX blog_posts_id_lang_sitemap/,
    );
  });
});
