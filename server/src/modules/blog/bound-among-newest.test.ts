// A search's count stops at its bound, whether the newest posts alone hold the bound (read
// along the creation index on PostgreSQL) or the trigram index must count: words held by
// every newest post, by most of a sample but too few of the newest, by the sample alone, and
// by older posts alone count as a scan of every post does, with the list's other filters.
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import type { BlogListQuery } from '@contract/blog';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { boundAmongNewest } from './bound-among-newest';
import { insertPosts } from './fixtures';
import { listPosts } from './list-posts';
import { postsMatching } from './queries';
import { likePattern } from './search-text';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const POSTS = 3000;

/**
 * The words post `age` holds (0 is the newest): each word's share is set by where it is.
 * The newest posts read are 2,000 (twice the bound), after a sample of the newest 200.
 */
function wordsOf(age: number): string[] {
  const newest = age < 2000;
  return [
    // Every one of the newest 1,100.
    age < 1100 ? 'everyday' : '',
    // Every other one of the newest 2,000: exactly the bound.
    newest && age % 2 === 0 ? 'half' : '',
    // One fewer among the newest, then every older post: more than the bound in all.
    (newest && age % 2 === 0 && age > 0) || !newest ? 'nearly' : '',
    // The newest 200 alone: a full sample, and no more.
    age < 200 ? 'sampled' : '',
    // Older posts alone.
    !newest ? 'older' : '',
  ].filter(Boolean);
}

const idOf = (age: number) => POSTS - age;

describe('a search count that stops at its bound', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertPosts(
      t.db,
      Array.from({ length: POSTS }, (_, age) => ({
        id: idOf(age),
        lang: 'en',
        title: `post ${idOf(age)}`,
        body: `<p>${wordsOf(age).join(' ')}</p>`,
        created_at: new Date(Date.UTC(2026, 0, 1, 0, POSTS - age)).toISOString(),
      })),
    );
    if (onPostgres) await sql`vacuum analyze blog_posts`.execute(t.db);
  });
  afterAll(() => t.close());

  /** The posts a search keeps, newest first, read one by one. */
  const scanned = async (word: string, exclude: number[] = []) => {
    const rows = await t.db
      .selectFrom('blog_posts')
      .select('id')
      .where('lang', '=', 'en')
      .where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id).filter((id) => !exclude.includes(id));
  };

  const cases: [label: string, word: string, exclude: number[]][] = [
    ['everyday', 'everyday', []],
    ['half', 'half', []],
    ['nearly', 'nearly', []],
    ['sampled', 'sampled', []],
    ['older', 'older', []],
    // 900 of the newest hold it then, fewer than the bound.
    [
      'everyday, 200 of the newest left out',
      'everyday',
      Array.from({ length: 200 }, (_, k) => idOf(k * 5)),
    ],
  ];

  it.each(cases)('counts «%s» as a scan does', async (_label, word, exclude) => {
    const all = await scanned(word, exclude);
    const query: BlogListQuery = { search: word, exclude, limit: 9, offset: 0 };
    const list = await listPosts(t.db, 'en', query);
    expect(list.count).toBe(Math.min(all.length, MAX_SEARCH_RESULTS));
    expect(list.results.map((post) => post.id)).toEqual(all.slice(0, 9));
  });

  it.runIf(onPostgres)('takes the bound from the newest posts only when they hold it', async () => {
    const holds = (word: string, exclude: number[]) =>
      boundAmongNewest(t.db, 'en', (from) => {
        const matching = postsMatching(from, 'en', { search: word, offset: 0 });
        return exclude.length ? matching.where('blog_posts.id', 'not in', exclude) : matching;
      });
    const answers = await Promise.all(cases.map(([, word, exclude]) => holds(word, exclude)));
    expect(answers).toEqual([true, true, false, false, false, false]);
  });
});
