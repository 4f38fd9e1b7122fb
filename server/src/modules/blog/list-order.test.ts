// The blog list's orders at depth: every order, both ways, pages through the posts as a sort
// of all of them does (ties broken by id in the order's direction), and a page deep in the
// list is found along an index alone, with no sort of the language's posts and no read of
// the posts it skips.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import { listPosts, pageOfIds, postsOfPageQuery } from './list-posts';
import { postsMatching, visitsOfPosts } from './queries';
import { postSearchText } from './search-text';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const POSTS = 2000;
const ORDERS = ['created_at', 'updated_at', 'visited', 'title'] as const;

interface Row {
  id: number;
  created_at: string;
  updated_at: string;
  visited: number;
  title: string;
}

/** Posts with many ties: titles and visit counts repeat, as they do in a real blog. */
function rows(): Row[] {
  return Array.from({ length: POSTS }, (_, i) => {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    return {
      id: i + 1,
      created_at: at,
      updated_at: new Date(Date.UTC(2026, 5, 1, 0, (i * 37) % POSTS)).toISOString(),
      visited: (i * 31) % 97,
      title: `post ${String((i * 7) % 400).padStart(3, '0')}`,
    };
  });
}

/**
 * Words a post's text holds beside its title, for searches of a few posts spread through
 * the list: `zerozero` in the 65 posts whose title holds "00", `zeroone` where it holds "01".
 */
const marks = (title: string) =>
  [title.includes('00') && 'zerozero', title.includes('01') && 'zeroone'].filter(Boolean).join(' ');

describe('the blog list in every order', () => {
  let t: TestApp;
  const all = rows();
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const values = all.map(({ visited: _visits, ...row }) => ({
      ...row,
      lang: 'fa',
      short_description: '',
      body: '',
      is_featured: 0,
      banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
      gallery: '[]',
      search_text: postSearchText(`${row.title} ${marks(row.title)}`),
    }));
    for (let start = 0; start < values.length; start += 400)
      await t.db
        .insertInto('blog_posts')
        .values(values.slice(start, start + 400))
        .execute();
    // Each post's row of visits is made with it (migration 0017); its count, as rows() has it.
    await t.db
      .updateTable('blog_post_visits')
      .set({ visited: sql<number>`(post_id * 31 - 31) % 97` })
      .execute();
    // As autovacuum would after a load: statistics, and the visibility map that lets
    // PostgreSQL answer from an index alone.
    if (onPostgres) {
      for (const table of ['blog_posts', 'blog_post_visits'])
        await t.db.executeQuery(CompiledQuery.raw(`vacuum analyze ${table}`));
    }
  }, 60_000);
  afterAll(() => t.close());

  /** The ids of `posts` in an order, ties broken by id in the order's direction. */
  function sortedIds(posts: Row[], field: (typeof ORDERS)[number], sign: '' | '-'): number[] {
    const up = sign === '' ? 1 : -1;
    return [...posts]
      .sort((a, b) => {
        const [x, y] = [a[field], b[field]];
        return (x < y ? -1 : x > y ? 1 : a.id - b.id) * up;
      })
      .map((row) => row.id);
  }

  for (const field of ORDERS) {
    for (const sign of ['', '-'] as const) {
      const ordering = `${sign}${field}`;
      it(`pages through the posts by ${ordering} as a sort of all of them does`, async () => {
        const sorted = sortedIds(all, field, sign);
        for (const offset of [0, 9, 999, 1000, 1500, POSTS - 9, POSTS - 5, POSTS, POSTS + 9]) {
          const page = await listPosts(t.db, 'fa', { ordering, limit: 9, offset });
          expect(page.count).toBe(POSTS);
          expect(page.results.map((post) => post.id)).toEqual(sorted.slice(offset, offset + 9));
        }
      });
    }
  }

  /** The plan of the query that finds the ids of a page 1,500 posts deep (offset 500 back). */
  async function deepPagePlan(ordering: string): Promise<string> {
    const page = pageOfIds(
      t.db,
      'fa',
      { ordering, limit: 9, offset: 1500 },
      { count: POSTS, complete: true },
    )!;
    return planOf(page.ids.compile());
  }

  /** The database's plan of `query`, its lines joined. */
  async function planOf(query: CompiledQuery): Promise<string> {
    const explain = onPostgres ? 'explain (costs off)' : 'explain query plan';
    const { rows } = await t.db.executeQuery(
      CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
    );
    return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
  }

  /** The index each order is read along: the posts' own, or their visits' (migration 0017). */
  const orderIndex = (field: (typeof ORDERS)[number]) =>
    field === 'visited' ? 'blog_post_visits_lang_visited' : `blog_posts_lang_${field}_id`;

  it('finds a deep page of every order in its index alone, sorting nothing', async () => {
    for (const field of ORDERS) {
      for (const ordering of [field, `-${field}`]) {
        const plan = await deepPagePlan(ordering);
        const indexAlone = onPostgres
          ? new RegExp(`Index Only Scan.* using ${orderIndex(field)}`)
          : new RegExp(`COVERING INDEX ${orderIndex(field)}`);
        expect(plan, ordering).toMatch(indexAlone);
        expect(plan, ordering).not.toMatch(/TEMP B-TREE|Sort/);
        // By visits the posts' own rows are not read at all: every post has its row there.
        if (field === 'visited') expect(plan, ordering).not.toMatch(/blog_posts\b/);
      }
    }
  });

  it("reads a deep page's posts by their keys, with no other read of the language's posts", async () => {
    for (const field of ORDERS) {
      for (const ordering of [field, `-${field}`]) {
        const query = postsOfPageQuery(
          t.db,
          'fa',
          { ordering, limit: 9, offset: 1500 },
          { count: POSTS, complete: true },
        )!.compile();
        const plan = await planOf(query);
        // The order's index is read once, for the page's ids; the posts by their keys.
        expect(
          plan.match(/blog_posts_lang_\w+_id|blog_post_visits_lang_visited/g),
          ordering,
        ).toEqual([orderIndex(field)]);
        expect(plan, ordering).toMatch(
          onPostgres
            ? /Index Scan using blog_posts_pk on blog_posts\b/
            : /SEARCH blog_posts USING INDEX sqlite_autoindex_blog_posts_1 \((id=\? AND lang=\?|lang=\? AND id=\?)\)/,
        );
        expect(plan, ordering).not.toMatch(/Seq Scan|SCAN blog_posts\b(?! USING)/);
      }
    }
  });

  it("reads a list's visits by the posts' keys, not along the language's index by visits", async () => {
    const query = visitsOfPosts(t.db, [5, 700, 1400]).compile();
    const plan = await planOf(query);
    expect(plan).toMatch(
      onPostgres
        ? /Index Scan using blog_post_visits_pk on blog_post_visits/
        : /SEARCH blog_post_visits USING INDEX sqlite_autoindex_blog_post_visits_1 \(post_id=\?\)/,
    );
    expect(plan).not.toMatch(/blog_post_visits_lang_visited|Seq Scan/);
  });

  it('finds the newest featured post, and counts the featured ones, in an index alone', async () => {
    const featured = { is_featured: true, ordering: '-created_at', limit: 1, offset: 0 };
    const page = pageOfIds(t.db, 'fa', featured, { count: 1, complete: true })!;
    const count = postsMatching(t.db, 'fa', featured).select((eb) => eb.fn.countAll().as('n'));
    for (const query of [page.ids.compile(), count.compile()]) {
      const plan = await planOf(query);
      expect(plan).toMatch(
        onPostgres
          ? /Index Only Scan.* using blog_posts_lang_is_featured_created_at_id/
          : /COVERING INDEX blog_posts_lang_is_featured_created_at_id/,
      );
      expect(plan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan|SCAN blog_posts\b(?! USING)/);
    }
  });

  it('pages through a search of fewer posts than its bound in every order, as a sort of them does', async () => {
    // "00" is in 13 of the 400 titles: 65 posts, spread through the list, hold `zerozero`.
    const found = all.filter((row) => row.title.includes('00'));
    for (const field of ORDERS) {
      for (const sign of ['', '-'] as const) {
        const ordering = `${sign}${field}`;
        const sorted = sortedIds(found, field, sign);
        for (const offset of [0, 9, 56, 60, 65, 70]) {
          const page = await listPosts(t.db, 'fa', {
            search: 'zerozero',
            ordering,
            limit: 9,
            offset,
          });
          expect(page.count, ordering).toBe(found.length);
          expect(
            page.results.map((post) => post.id),
            `${ordering} from ${offset}`,
          ).toEqual(sorted.slice(offset, offset + 9));
        }
        // Without a page size, a search lists all it counts.
        const whole = await listPosts(t.db, 'fa', { search: 'zerozero', ordering, offset: 0 });
        expect(whole.results.map((post) => post.id)).toEqual(sorted);
      }
    }
  });

  for (const [field, sign] of [
    ['created_at', '-'],
    ['title', ''],
    ['visited', '-'],
  ] as const) {
    const ordering = `${sign}${field}`;
    it(`lists a search's first ${MAX_SEARCH_RESULTS} posts by ${ordering}, and counts no further`, async () => {
      // Every post holds "post": the search stops counting at its bound.
      const sorted = sortedIds(all, field, sign);
      for (const offset of [0, 9, 500, MAX_SEARCH_RESULTS - 9, MAX_SEARCH_RESULTS - 4]) {
        const page = await listPosts(t.db, 'fa', { search: 'post', ordering, limit: 9, offset });
        expect(page.count).toBe(MAX_SEARCH_RESULTS);
        expect(page.results.map((post) => post.id)).toEqual(
          sorted.slice(offset, Math.min(offset + 9, MAX_SEARCH_RESULTS)),
        );
      }
      const past = await listPosts(t.db, 'fa', {
        search: 'post',
        ordering,
        limit: 9,
        offset: MAX_SEARCH_RESULTS,
      });
      expect(past).toEqual({ count: MAX_SEARCH_RESULTS, results: [] });
      const unpaged = await listPosts(t.db, 'fa', { search: 'post', ordering, offset: 0 });
      expect(unpaged.results.map((post) => post.id)).toEqual(sorted.slice(0, MAX_SEARCH_RESULTS));

      // "post zeroone" is held by the titles holding "01" (post 001, post 010, …): within the bound.
      const few = all.filter((row) => row.title.includes('01'));
      const fewSorted = sortedIds(few, field, sign);
      for (const offset of [0, 9, few.length - 3]) {
        const page = await listPosts(t.db, 'fa', {
          search: 'post zeroone',
          ordering,
          limit: 9,
          offset,
        });
        expect(page.count).toBe(few.length);
        expect(page.results.map((post) => post.id)).toEqual(fewSorted.slice(offset, offset + 9));
      }
    });
  }
});
