// A search of several words finds what a scan of the posts' text finds, however its words
// are looked for: on PostgreSQL, words the vocabulary names one word for asked at once
// (`@>`), a word named in a few words asked as each of them, an everyday word beside a
// rarer one tested on the text of the posts the index finds (search-vocabulary.ts).
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { insertLanguages } from '@tests/support/languages';
import type { Db } from '../../db/database';
import { insertPosts } from './fixtures';
import type { PostFixture } from './fixtures';
import { listPosts } from './list-posts';
import { postsMatching } from './queries';
import { likePattern, searchWords } from './search-text';
import { lookUpSearchWords } from './search-vocabulary';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** Twenty words that each hold سفر, so a search for it names more than the split's 16. */
const TRIPS = [...'ابپتثجچحخدذرزژسشصضطظ'].map((letter) => `سفر${letter}`);

/**
 * 400 posts: every one holds ورود (so رود is an everyday word inside it) and پرواز, every
 * 20th also «زنجان‌رود», every 7th a پروازها, every 10th ماهان or ماهشهر (ماه in a few
 * words), and each a word holding سفر, in turn.
 */
const posts: PostFixture[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  title: `ورود پرواز ${TRIPS[i % TRIPS.length]}`,
  body: [
    i % 20 === 3 ? 'زنجان‌رود' : '',
    i % 7 === 0 ? 'پروازها' : '',
    i % 50 === 9 ? 'کیش' : '',
    i % 10 === 3 ? 'ماهان' : i % 10 === 4 ? 'ماهشهر' : i % 25 === 0 ? 'ماه' : '',
  ].join(' '),
  created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
}));

const searches = [
  'زنجان‌رود',
  'زنجان رود',
  'رود زنجان',
  'زنجان پرواز',
  'زنجان پروازها',
  'زنجان سفر',
  'زنجان سفرج',
  'زنجان ماه',
  'ماه سفر',
  'کیش زنجان',
  'کیش ورود پرواز',
  'پرواز ورود',
  'سفر رود',
];

/** The posts whose folded text holds every word, newest first: a scan, as the words mean. */
async function scanned(db: Db, search: string): Promise<number[]> {
  let query = db.selectFrom('blog_posts').select('id').where('lang', '=', 'fa');
  for (const word of searchWords(search)) {
    query = query.where(sql<boolean>`search_text like ${likePattern(word)} escape '\\'`);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => row.id);
}

/** PostgreSQL's plan of a search's count. */
async function countPlan(db: Db, search: string): Promise<string> {
  const lookup = await lookUpSearchWords(db, 'fa', searchWords(search));
  const query = postsMatching(db, 'fa', { search, offset: 0, lookup })
    .select((eb) => eb.fn.countAll().as('count'))
    .compile();
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
}

describe('a search of several words', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertLanguages(t, ['fa']);
    await insertPosts(t.db, posts);
    if (onPostgres) await sql`vacuum analyze blog_posts`.execute(t.db);
    await t.app.contentChanged();
  });
  afterAll(() => t.close());

  it('finds what a scan of the text finds, counted and in order', async () => {
    for (const search of searches) {
      const expected = await scanned(t.db, search);
      const found = await listPosts(t.db, 'fa', { search, offset: 0, limit: 500 });
      expect(
        found.results.map((post) => post.id),
        search,
      ).toEqual(expected);
      expect(found.count, search).toBe(expected.length);
    }
    // Not trivial: every kind of word is in some search that finds posts.
    expect((await scanned(t.db, 'زنجان رود')).length).toBe(20);
    expect((await scanned(t.db, 'زنجان سفر')).length).toBe(20);
    expect((await scanned(t.db, 'کیش زنجان')).length).toBe(0);
    expect((await scanned(t.db, 'زنجان ماه')).length).toBe(20);
  });

  it('gives any page of a search counted before, read again with another size', async () => {
    for (const search of ['زنجان‌رود', 'زنجان پروازها', 'کیش ورود پرواز']) {
      const expected = await scanned(t.db, search);
      await listPosts(t.db, 'fa', { search, offset: 0, limit: 9 }, t.app.postCounts);
      for (const [offset, limit] of [
        [0, 10],
        [3, 4],
        [expected.length - 2, 5],
      ] as const) {
        const page = await listPosts(t.db, 'fa', { search, offset, limit }, t.app.postCounts);
        expect(page.count, search).toBe(expected.length);
        expect(
          page.results.map((post) => post.id),
          `${search} ${offset}+${limit}`,
        ).toEqual(expected.slice(offset, offset + limit));
      }
    }
  });

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    it('asks the index at once for words named one vocabulary word each', async () => {
      const plan = await countPlan(t.db, 'زنجان کیش');
      expect(plan).toMatch(/blog_search_words\(search_text\) @> '\{زنجان,کیش\}'::text\[\]/);
      expect(plan).not.toContain('&&');
    });

    it('tests an everyday word beside a rarer one on the text of the posts found', async () => {
      const plan = await countPlan(t.db, 'زنجان‌رود');
      expect(plan).toMatch(/Index Cond: .*@> '\{زنجان\}'::text\[\]/);
      expect(plan).toMatch(/Filter: .*strpos\(search_text, 'رود'::text\) > 0/);
    });

    it('asks for a word named in a few vocabulary words as each of them, in many as one list', async () => {
      const few = await countPlan(t.db, 'زنجان ماه');
      for (const word of ['ماه', 'ماهان', 'ماهشهر'])
        expect(few).toContain(`@> '{${word}}'::text[]`);
      expect(few).not.toContain('&&');
      const many = await countPlan(t.db, 'زنجان سفر');
      expect(many).toMatch(/&& '\{سفر.*\}'::text\[\]/);
    });
  });
});
