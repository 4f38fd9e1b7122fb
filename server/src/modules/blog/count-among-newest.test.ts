// A search's count, whether the newest posts alone tell it (read along the creation index on
// PostgreSQL: they hold the bound, or they are all the language's posts) or the index
// must count: words held by every newest post, by exactly the bound, by most of a sample but
// too few of the newest, by the sample alone, by older posts alone, and in languages with
// fewer posts than are read, count as a scan of every post does, with the list's filters.
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import type { BlogListQuery } from '@contract/blog';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { countAmongNewest } from './count-among-newest';
import { insertPosts } from './fixtures';
import type { ListCount } from './list-posts';
import { listPosts } from './list-posts';
import { postsMatching } from './queries';
import { likePattern } from './search-text';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * The words post `age` (0 is the newest) of each language holds: each word's share is set by
 * where it is. The newest posts read are 2,000 (twice the bound), after a sample of 200.
 */
const LANGUAGES = {
  en: {
    posts: 3000,
    wordsOf: (age: number) => {
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
      ];
    },
  },
  // Fewer posts than are read after the sample.
  fa: {
    posts: 600,
    wordsOf: (age: number) => [age % 12 !== 0 ? 'common' : '', age % 20 === 0 ? 'rarely' : ''],
  },
  // Fewer posts than the sample.
  ar: { posts: 50, wordsOf: (age: number) => [age % 20 === 7 ? 'rare' : ''] },
};
type Lang = keyof typeof LANGUAGES;

const firstId = { en: 1, fa: 10_001, ar: 20_001 };
const idOf = (lang: Lang, age: number) => firstId[lang] + LANGUAGES[lang].posts - 1 - age;

interface Case {
  label: string;
  lang: Lang;
  word: string;
  exclude?: number[];
  /** What the newest posts tell, undefined when the index must count. */
  newest: ListCount | undefined;
}

const bound = { count: MAX_SEARCH_RESULTS, complete: false };
const cases: Case[] = [
  { label: 'everyday', lang: 'en', word: 'everyday', newest: bound },
  { label: 'half', lang: 'en', word: 'half', newest: bound },
  { label: 'nearly', lang: 'en', word: 'nearly', newest: undefined },
  { label: 'sampled', lang: 'en', word: 'sampled', newest: undefined },
  { label: 'older', lang: 'en', word: 'older', newest: undefined },
  {
    // 900 of the newest hold it then, fewer than the bound.
    label: 'everyday, 200 of the newest left out',
    lang: 'en',
    word: 'everyday',
    exclude: Array.from({ length: 200 }, (_, k) => idOf('en', k * 5)),
    newest: undefined,
  },
  { label: 'common in 600', lang: 'fa', word: 'common', newest: { count: 550, complete: true } },
  {
    label: 'common in 600, 10 left out',
    lang: 'fa',
    word: 'common',
    exclude: Array.from({ length: 10 }, (_, k) => idOf('fa', k * 12 + 1)),
    newest: { count: 540, complete: true },
  },
  { label: 'rarely in 600', lang: 'fa', word: 'rarely', newest: undefined },
  { label: 'rare in 50', lang: 'ar', word: 'rare', newest: { count: 3, complete: true } },
];

describe('a search count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    for (const [lang, { posts, wordsOf }] of Object.entries(LANGUAGES) as [
      Lang,
      (typeof LANGUAGES)[Lang],
    ][]) {
      await insertPosts(
        t.db,
        Array.from({ length: posts }, (_, age) => ({
          id: idOf(lang, age),
          lang,
          title: `post ${idOf(lang, age)}`,
          body: `<p>${wordsOf(age).filter(Boolean).join(' ')}</p>`,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, posts - age)).toISOString(),
        })),
      );
    }
    if (onPostgres) await sql`vacuum analyze blog_posts`.execute(t.db);
  });
  afterAll(() => t.close());

  /** The posts a search keeps, newest first, read one by one. */
  const scanned = async ({ lang, word, exclude = [] }: Case) => {
    const rows = await t.db
      .selectFrom('blog_posts')
      .select('id')
      .where('lang', '=', lang)
      .where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id).filter((id) => !exclude.includes(id));
  };

  it.each(cases)('counts and pages «$label» as a scan does', async (search) => {
    const all = await scanned(search);
    const kept = all.slice(0, MAX_SEARCH_RESULTS);
    const { lang, word, exclude = [] } = search;
    // The first page, one further on, the last within the bound and one past it.
    for (const offset of [0, 9, 540, MAX_SEARCH_RESULTS - 4, MAX_SEARCH_RESULTS]) {
      const query: BlogListQuery = { search: word, exclude, limit: 9, offset };
      const list = await listPosts(t.db, lang, query);
      expect(list.count).toBe(kept.length);
      expect(
        list.results.map((post) => post.id),
        `from ${offset}`,
      ).toEqual(kept.slice(offset, offset + 9));
    }
  });

  it.runIf(onPostgres)('takes a count from the newest posts only when they tell it', async () => {
    const told = cases.map(({ lang, word, exclude = [] }) =>
      countAmongNewest(t.db, lang, (among) => {
        const matching = postsMatching(t.db, lang, { search: word, offset: 0 }, { among });
        return exclude.length ? matching.where('blog_posts.id', 'not in', exclude) : matching;
      }),
    );
    const counts = (await Promise.all(told)).map((found) => found.counted);
    expect(counts).toEqual(cases.map((search) => search.newest));
  });
});
