// The blog search index itself: the databases' plans read it for a word of any length (a
// short one looked up whole), every write to the posts keeps it in step, and the migration builds it for
// a database that already holds posts.
import { CompiledQuery, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { createTestDatabase } from '@tests/support/test-database';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import * as initial from '../../db/migrations/0001-initial';
import * as jobPostingFacts from '../../db/migrations/0002-job-posting-facts';
import * as searchWholeWords from '../../db/migrations/0011-blog-search-whole-words';
import * as searchWordsOnce from '../../db/migrations/0013-blog-search-words-once';
import { insertPosts } from './fixtures';
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import { writeInBulk } from './bulk-write';
import { listPosts } from './list-posts';
import { postsMatching } from './queries';
import { postSearchText, searchWords, trigramQuery } from './search-text';
import { lookUpSearchWords } from './search-vocabulary';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const POSTS = 3000;
const WORDS = [
  ...['پرواز', 'فرودگاه', 'بلیت', 'مسافر', 'چمدان', 'کیش', 'مشهد', 'تهران', 'شیراز', 'تبریز'],
  ...['اصفهان', 'ترمینال', 'کارت', 'پذیرش', 'صندلی', 'کابین', 'خدمه', 'تاخیر', 'برنامه', 'سفر'],
];

/** Many posts of ordinary words, one holding a word no other has, one a short word. */
async function insertManyPosts(db: Db): Promise<void> {
  const rows = Array.from({ length: POSTS }, (_, i) => {
    const words = Array.from({ length: 40 }, (_, j) => WORDS[(i * 7 + j * 13) % WORDS.length]);
    const rare = { 1234: ' زنجان‌آباد', 2345: ' شهر قم، ', 2346: ' رقم' }[i] ?? '';
    const text = `${words.join(' ')}${rare}`;
    return {
      id: i + 1,
      lang: 'fa',
      title: words[0]!,
      short_description: '',
      body: text,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      is_featured: 0,
      banner: JSON.stringify({ desktop_banner: '', phone_banner: '' }),
      gallery: '[]',
      search_text: postSearchText(`${words[0]} ${text}`),
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('blog_posts')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** The plan of a blog list's count for this search, as one text. */
async function countPlan(db: Db, search: string): Promise<string> {
  const lookup = onPostgres ? await lookUpSearchWords(db, 'fa', searchWords(search)) : undefined;
  const query = postsMatching(db, 'fa', { search, offset: 0, lookup })
    .select((eb) => eb.fn.countAll().as('count'))
    .compile();
  const explain = onPostgres ? 'explain' : 'explain query plan';
  const { rows } = await db.executeQuery(
    CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
  );
  return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
}

/** SQLite: the trigram table holds exactly what the posts hold (with rank 1 the check
 * compares the index with the posts it was built from). PostgreSQL's indexes are kept by the
 * database itself. */
async function expectIndexInStep(db: Db): Promise<void> {
  if (onPostgres) return;
  await sql`insert into blog_posts_fts (blog_posts_fts, rank) values ('integrity-check', 1)`.execute(
    db,
  );
}

const found = async (db: Db, search: string, lang = 'fa') =>
  (await listPosts(db, lang, { search, offset: 0 })).results.map((post) => post.id);

describe('the blog search index', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await insertManyPosts(t.db);
    // As autovacuum would: it moves rows from GIN's pending list into the index proper
    // and gathers the statistics the planner weighs the index with.
    if (onPostgres) await sql`vacuum analyze blog_posts`.execute(t.db);
  });
  afterAll(() => t.close());

  it('is read for a word of 3 or more characters', async () => {
    expectIndexRead(await countPlan(t.db, 'زنجان'));
    expect(await found(t.db, 'زنجان')).toEqual([1235]);
    expect(await found(t.db, 'زنجان آباد')).toEqual([1235]);
  });

  it('is read for a word of 1 or 2 characters, looked up as a word of its own', async () => {
    // SQLite's trigram table finds ` قم ` itself; PostgreSQL's vocabulary names قم alone, and
    // no word for فر, which is only inside سفر and فرودگاه here.
    expectIndexRead(await countPlan(t.db, 'قم'));
    if (onPostgres) {
      const lookup = await lookUpSearchWords(t.db, 'fa', ['قم', 'فر']);
      expect(lookup.get('قم')).toEqual({ words: ['قم'], mostPosts: 1, allPosts: 1 });
      expect(lookup.get('فر')).toEqual({ words: [], mostPosts: 0, allPosts: 0 });
    }
    expect(await found(t.db, 'فر')).toEqual([]);
    // Post 2346 ends «شهر قم،»; post 2347 holds قم only inside «رقم».
    expect(await found(t.db, 'قم')).toEqual([2346]);
    expect(await found(t.db, 'شهر قم')).toEqual([2346]);
    expect(await found(t.db, 'رقم')).toEqual([2347]);
  });

  /**
   * The plan of a search's count reads the posts the index names, not every post; on
   * PostgreSQL, through the index of the posts' words with a condition on the language.
   */
  function expectIndexRead(plan: string) {
    if (onPostgres) {
      // One index on the language and the words: the bitmap holds this language's posts alone.
      expect(plan).toContain('Bitmap Index Scan on blog_posts_lang_search_words');
      expect(plan).toMatch(
        /Index Cond: \(\(lang = 'fa'::text\) AND \(blog_search_words\(search_text\) (&&|@>)/,
      );
      expect(plan).not.toMatch(/Seq Scan/);
    } else {
      // The trigram table answers a MATCH (M), and the posts it names are read by rowid.
      expect(plan).toMatch(/SCAN blog_posts_fts VIRTUAL TABLE INDEX 0:M/);
      expect(plan).toMatch(/SEARCH blog_posts USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    }
  }

  it('pages through the first posts of a word most posts hold as a scan of the posts does', async () => {
    const scan = (ordering: 'asc' | 'desc') =>
      t.db
        .selectFrom('blog_posts')
        .select('id')
        .where('lang', '=', 'fa')
        .where(sql<boolean>`search_text like ${'%ترمینال%'}`)
        .orderBy('created_at', ordering)
        .orderBy('id', ordering)
        .execute();
    for (const ordering of ['asc', 'desc'] as const) {
      const all = (await scan(ordering)).map((row) => row.id);
      expect(all.length).toBeGreaterThan(POSTS / 2);
      // The search lists its first MAX_SEARCH_RESULTS posts, and counts no further.
      const listed = all.slice(0, MAX_SEARCH_RESULTS);
      for (const offset of [0, 9, 500, listed.length - 4, listed.length]) {
        const page = await listPosts(t.db, 'fa', {
          search: 'ترمینال',
          ordering: ordering === 'asc' ? 'created_at' : '-created_at',
          limit: 9,
          offset,
        });
        expect(page.count).toBe(listed.length);
        expect(page.results.map((post) => post.id)).toEqual(listed.slice(offset, offset + 9));
      }
    }
  });

  it("names only the language's posts: a word most Persian posts hold, searched in Arabic", async () => {
    // ترمینال is in most of the Persian posts above; three Arabic posts hold it too.
    await insertPosts(
      t.db,
      [9101, 9102, 9103].map((id, k) => ({
        id,
        lang: 'ar',
        title: `رحلة إلى ترمينال ${k}`,
        body: 'ترمینال',
        created_at: `2027-02-0${k + 1}T00:00:00.000Z`,
      })),
    );
    if (!onPostgres) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from blog_posts_fts
        where blog_posts_fts match ${trigramQuery('ar', ['ترمینال'])}`.execute(t.db);
      expect(rows[0]!.n).toBe(3);
    }
    expect(await found(t.db, 'ترمینال', 'ar')).toEqual([9103, 9102, 9101]);
    // A post moved to another language is found there, and no longer in the first.
    await t.db.updateTable('blog_posts').set({ lang: 'en' }).where('id', '=', 9102).execute();
    expect(await found(t.db, 'ترمینال', 'ar')).toEqual([9103, 9101]);
    expect(await found(t.db, 'ترمینال', 'en')).toEqual([9102]);
    await t.db.deleteFrom('blog_posts').where('id', '>', 9100).execute();
    expect(await found(t.db, 'ترمینال', 'ar')).toEqual([]);
  });

  it('follows inserts, changes of text and deletions', async () => {
    await insertPosts(t.db, [
      { id: 9001, title: 'پرواز به یاسوج', created_at: '2027-01-01T00:00:00.000Z' },
    ]);
    expect(await found(t.db, 'یاسوج')).toEqual([9001]);

    await t.db
      .updateTable('blog_posts')
      .set({ search_text: postSearchText('پرواز به ایلام') })
      .where('id', '=', 9001)
      .execute();
    expect(await found(t.db, 'یاسوج')).toEqual([]);
    expect(await found(t.db, 'ایلام')).toEqual([9001]);

    // Counted visits are written beside the post, its row and text left as they are.
    await t.db
      .updateTable('blog_post_visits')
      .set({ visited: sql`visited + 3` })
      .where('post_id', '=', 9001)
      .execute();
    expect(await found(t.db, 'ایلام')).toEqual([9001]);

    await t.db.deleteFrom('blog_posts').where('id', '=', 9001).execute();
    expect(await found(t.db, 'ایلام')).toEqual([]);
  });

  it.runIf(!onPostgres)('still finds posts after VACUUM has rewritten the file', async () => {
    await t.db.deleteFrom('blog_posts').where('id', '<', 1000).execute();
    await sql`vacuum`.execute(t.db);
    expect(await found(t.db, 'زنجان')).toEqual([1235]);
    await expectIndexInStep(t.db);
  });

  it('is in step after a bulk write, and follows the writes after it', async () => {
    await t.db.transaction().execute((trx) =>
      writeInBulk(trx, async () => {
        await insertPosts(trx, [
          { id: 9101, title: 'پرواز به بجنورد', created_at: '2027-01-02T00:00:00.000Z' },
        ]);
        await trx
          .updateTable('blog_posts')
          .set({ search_text: postSearchText('پرواز به سنندج') })
          .where('id', '=', 1235)
          .execute();
      }),
    );
    expect(await found(t.db, 'بجنورد')).toEqual([9101]);
    expect(await found(t.db, 'زنجان')).toEqual([]);
    expect(await found(t.db, 'سنندج')).toEqual([1235]);
    await expectIndexInStep(t.db);
    if (!onPostgres) {
      // Built with a larger buffer, the table is left with its own.
      const { rows } = await sql<{ v: number }>`select v from blog_posts_fts_config
        where k = 'hashsize'`.execute(t.db);
      expect(rows).toEqual([{ v: 1024 * 1024 }]);
    }

    // Written one at a time again, a post is indexed as it is written.
    await insertPosts(t.db, [
      { id: 9102, title: 'پرواز به گرگان', created_at: '2027-01-03T00:00:00.000Z' },
    ]);
    expect(await found(t.db, 'گرگان')).toEqual([9102]);
    await t.db.deleteFrom('blog_posts').where('id', 'in', [9101, 9102]).execute();
    expect(await found(t.db, 'بجنورد')).toEqual([]);
    await expectIndexInStep(t.db);
  });

  it('is in step after a failed bulk write, for a caller that goes on', async () => {
    await t.db.transaction().execute(async (trx) => {
      const failed = writeInBulk(trx, async () => {
        await insertPosts(trx, [
          { id: 9201, title: 'پرواز به زاهدان', created_at: '2027-01-04T00:00:00.000Z' },
        ]);
        throw new Error('the content is wrong');
      });
      await expect(failed).rejects.toThrow('the content is wrong');
      await insertPosts(trx, [
        { id: 9202, title: 'پرواز به بیرجند', created_at: '2027-01-05T00:00:00.000Z' },
      ]);
      expect(await found(trx, 'زاهدان')).toEqual([9201]);
      expect(await found(trx, 'بیرجند')).toEqual([9202]);
      await trx.deleteFrom('blog_posts').where('id', 'in', [9201, 9202]).execute();
    });
    expect(await found(t.db, 'زاهدان')).toEqual([]);
    await expectIndexInStep(t.db);
  });

  it.runIf(!onPostgres)("merges the trigram table's segments eight at a time", async () => {
    const { rows } = await sql<{ v: number }>`select v from blog_posts_fts_config
      where k = 'automerge'`.execute(t.db);
    expect(rows).toEqual([{ v: 8 }]);
  });
});

/** A fresh database migrated to the latest schema, for `use`; dropped afterwards. */
async function inMigratedDatabase(use: (db: Db) => Promise<void>): Promise<void> {
  const database = await createTestDatabase();
  const db = openDatabase(
    loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url }).database,
  );
  try {
    await migrateToLatest(db);
    await use(db);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

/** Stores posts' folded text as `texts` has it, by id: as folding once made it. */
async function storeTexts(db: Db, texts: Record<number, string>): Promise<void> {
  for (const [id, text] of Object.entries(texts)) {
    await db
      .updateTable('blog_posts')
      .set({ search_text: text })
      .where('id', '=', Number(id))
      .execute();
  }
}

const storedTexts = async (db: Db) =>
  (await db.selectFrom('blog_posts').select('search_text').orderBy('id').execute()).map(
    (row) => row.search_text,
  );

describe('the blog search migration', () => {
  it('indexes the posts a database already holds', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url });
    const db = openDatabase(config.database);
    try {
      const before = new Migrator({
        db,
        provider: {
          getMigrations: async () => ({
            '0001-initial': initial,
            '0002-job-posting-facts': jobPostingFacts,
          }),
        },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      await insertPosts(db, [
        { id: 1, title: 'سفر به كيش', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 2, title: 'Kish Island', lang: 'en', created_at: '2026-01-02T00:00:00.000Z' },
      ]);

      expect(await migrateToLatest(db)).toContain('0003-blog-search-index');
      expect(await found(db, 'کیش')).toEqual([1]);
      expect(await found(db, 'island', 'en')).toEqual([2]);
      if (!onPostgres) {
        const { rows } = await sql<{
          n: number;
        }>`select count(*) as n from blog_posts_fts where search_text like ${'%kish%'}`.execute(db);
        expect(rows[0]!.n).toBe(1);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('brings the text posts already hold to whole words, for short words', async () => {
    await inMigratedDatabase(async (db) => {
      await insertPosts(db, [
        { id: 1, title: 'شهر قم، ایران', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 2, title: 'رقم', created_at: '2026-01-02T00:00:00.000Z' },
      ]);
      // Folded as before the migration: punctuation kept, no space at the ends.
      await storeTexts(db, { 1: 'شهر قم، ایران', 2: 'رقم' });
      expect(await found(db, 'قم')).toEqual([]);

      await searchWholeWords.up(db);
      expect(await storedTexts(db)).toEqual([' شهر قم ایران ', ' رقم ']);
      expect(await found(db, 'قم')).toEqual([1]);
      expect(await found(db, 'رقم')).toEqual([2]);
      expect(await found(db, 'ایران')).toEqual([1]);
    });
  });

  it('keeps each word of the text posts already hold once, in its first place, folded as now', async () => {
    await inMigratedDatabase(async (db) => {
      await insertPosts(db, [
        { id: 1, title: 'پرواز کیش', created_at: '2026-01-01T00:00:00.000Z' },
        { id: 2, title: 'مشهد', created_at: '2026-01-02T00:00:00.000Z' },
      ]);
      // Folded as before the migration: every word where the post has it, final sigma and
      // control characters kept.
      await storeTexts(db, { 1: ' پرواز به کیش و پرواز به مشهد و کیش ', 2: ' مشهد οδος\u0007x ' });

      await searchWordsOnce.up(db);
      expect(await storedTexts(db)).toEqual([' پرواز به کیش و مشهد ', ' مشهد οδοσ x ']);
      expect(await found(db, 'ΟΔΟΣ')).toEqual([2]);
      expect(await found(db, 'مشهد')).toEqual([2, 1]);
      expect(await found(db, 'به کیش')).toEqual([1]);
      expect(await found(db, 'و')).toEqual([1]);
      if (!onPostgres) {
        await sql`insert into blog_posts_fts (blog_posts_fts, rank) values ('integrity-check', 1)`.execute(
          db,
        );
      }
    });
  });
});
