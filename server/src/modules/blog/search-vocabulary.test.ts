// PostgreSQL's vocabulary of the posts' words holds, for every write, what counting the
// posts' words again gives; and a search whose word the vocabulary says is in more posts
// than it counts answers as reading the posts does, on both databases.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { createTestDatabase } from '@tests/support/test-database';
import { MAX_SEARCH_RESULTS } from '@contract/blog';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import type { Db } from '../../db/database';
import { MIGRATIONS, migrateToLatest } from '../../db/migrate';
import { writeInBulk } from './bulk-write';
import { insertPosts } from './fixtures';
import { listPosts } from './list-posts';
import { postSearchText } from './search-text';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** The vocabulary as the table holds it: `lang:word` and its posts. */
async function kept(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ lang: string; word: string; posts: number }>`
    select lang, word, posts from blog_search_vocabulary`.execute(db);
  return Object.fromEntries(rows.map((row) => [`${row.lang}:${row.word}`, row.posts]));
}

/** The vocabulary as the posts' texts give it, counted here. */
async function counted(db: Db): Promise<Record<string, number>> {
  const posts = await db.selectFrom('blog_posts').select(['lang', 'search_text']).execute();
  const counts: Record<string, number> = {};
  for (const post of posts) {
    for (const word of new Set(post.search_text.split(' ').filter(Boolean))) {
      const key = `${post.lang}:${word}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}

describe.runIf(onPostgres)('the search vocabulary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  const expectInStep = async () => expect(await kept(t.db)).toEqual(await counted(t.db));

  it('counts the posts of every word through inserts, changes, visits and deletions', async () => {
    await insertPosts(t.db, [
      { id: 1, title: 'پرواز به کیش', created_at: at(1) },
      { id: 2, title: 'پرواز به مشهد', created_at: at(2) },
      { id: 1, lang: 'en', title: 'A flight to Kish', created_at: at(1) },
    ]);
    await expectInStep();
    expect((await kept(t.db))['fa:پرواز']).toBe(2);

    await t.db
      .updateTable('blog_posts')
      .set({ search_text: postSearchText('پرواز به یزد') })
      .where('id', '=', 2)
      .where('lang', '=', 'fa')
      .execute();
    await expectInStep();
    expect(await kept(t.db)).not.toHaveProperty('fa:مشهد');

    await t.db
      .updateTable('blog_post_visits')
      .set({ visited: sql`visited + 1` })
      .execute();
    await expectInStep();

    // A post moved to another language takes its words there.
    await t.db.updateTable('blog_posts').set({ lang: 'ar' }).where('id', '=', 2).execute();
    await expectInStep();
    expect((await kept(t.db))['ar:یزد']).toBe(1);

    await t.db.deleteFrom('blog_posts').where('id', '=', 1).execute();
    await expectInStep();
    await t.db.deleteFrom('blog_posts').execute();
    expect(await kept(t.db)).toEqual({});
  });

  it('is taken back by its migration, and made again', async () => {
    const database = await createTestDatabase();
    const db = openDatabase(
      loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url }).database,
    );
    const indexes = async () =>
      (
        await sql<{ indexname: string }>`select indexname from pg_indexes
          where tablename = 'blog_posts' and indexname like 'blog_posts_lang_s%' order by 1`.execute(
          db,
        )
      ).rows.map((row) => row.indexname);
    try {
      await migrateToLatest(db);
      await insertPosts(db, [{ id: 1, title: 'پرواز به کیش', created_at: at(1) }]);
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      expect(await indexes()).toEqual(['blog_posts_lang_search_words']);
      expect((await migrator.migrateTo('0013-blog-search-words-once')).error).toBeUndefined();
      expect(await indexes()).toEqual([
        'blog_posts_lang_search_trgm',
        'blog_posts_lang_short_words',
      ]);
      expect(await listPosts(db, 'fa', { search: 'کیش', offset: 0 }).catch(String)).toMatch(
        /blog_search_vocabulary/,
      );
      await migrateToLatest(db);
      expect(await indexes()).toEqual(['blog_posts_lang_search_words']);
      expect((await listPosts(db, 'fa', { search: 'کیش', offset: 0 })).count).toBe(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });

  it('is counted once at the end of a bulk write, its triggers standing aside meanwhile', async () => {
    await insertPosts(t.db, [{ id: 5, title: 'چمدان و کیش', created_at: at(5) }]);
    let during: Record<string, number> = {};
    await t.db.transaction().execute((trx) =>
      writeInBulk(trx, async () => {
        await insertPosts(trx, [
          { id: 6, title: 'کیش و قشم', created_at: at(6) },
          { id: 7, title: 'قشم', created_at: at(7) },
        ]);
        await trx.deleteFrom('blog_posts').where('id', '=', 5).execute();
        during = await kept(trx);
      }),
    );
    expect(during['fa:چمدان']).toBe(1);
    expect(during).not.toHaveProperty('fa:قشم');
    await expectInStep();
    expect((await kept(t.db))['fa:قشم']).toBe(2);
  });
});

describe('a word in more posts than a search counts', () => {
  let t: TestApp;
  const scan = async (word: string, exclude: number[] = []) => {
    const rows = await t.db
      .selectFrom('blog_posts')
      .select('id')
      .where('lang', '=', 'fa')
      .where(sql<boolean>`search_text like ${`% ${word} %`}`)
      .where('id', 'not in', [0, ...exclude])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const posts = Array.from({ length: MAX_SEARCH_RESULTS + 1 }, (_, i) => ({
      id: i + 1,
      // Post 1 alone lacks the word: 1,000 posts hold it.
      title: i === 0 ? 'کیش' : `کاشان ${i % 7 === 0 ? 'کیش' : 'مشهد'}`,
      created_at: at(i),
    }));
    await insertPosts(t.db, posts);
  });
  afterAll(() => t.close());

  it('is counted to the bound, the posts left out taken off first', async () => {
    const all = await scan('کاشان');
    expect(all).toHaveLength(MAX_SEARCH_RESULTS);
    const whole = await listPosts(t.db, 'fa', { search: 'کاشان', limit: 9, offset: 0 });
    expect(whole.count).toBe(MAX_SEARCH_RESULTS);
    expect(whole.results.map((post) => post.id)).toEqual(all.slice(0, 9));
    // One of them left out: 999 posts, counted to the end.
    const without = await listPosts(t.db, 'fa', {
      search: 'کاشان',
      exclude: [all[0]!],
      limit: 9,
      offset: 990,
    });
    expect(without.count).toBe(MAX_SEARCH_RESULTS - 1);
    expect(without.results.map((post) => post.id)).toEqual(all.slice(991));
  });

  it('is counted to the bound with one post more, as a scan keeps its first ones', async () => {
    await insertPosts(t.db, [{ id: 5000, title: 'کاشان', created_at: at(5000) }]);
    const all = await scan('کاشان', [1000]);
    const page = await listPosts(t.db, 'fa', {
      search: 'کاشان',
      exclude: [1000],
      limit: 9,
      offset: 0,
    });
    expect(page.count).toBe(MAX_SEARCH_RESULTS);
    expect(page.results.map((post) => post.id)).toEqual(all.slice(0, 9));
    const last = await listPosts(t.db, 'fa', {
      search: 'کاشان',
      exclude: [1000],
      limit: 9,
      offset: MAX_SEARCH_RESULTS - 9,
    });
    expect(last.results.map((post) => post.id)).toEqual(
      all.slice(MAX_SEARCH_RESULTS - 9, MAX_SEARCH_RESULTS),
    );
  });
});
