// Migration 0017 moves every post's visits into a table of their own and back, on either
// database: the counts and the tags' sums stay, and the triggers of either side keep them.
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import type { Db } from '../database';
import { MIGRATIONS } from '../migrate';

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** A post's row as the tables before 0017 take it. */
const post = (id: number, lang: string, visited: number) => ({
  id,
  lang,
  title: `post ${id}`,
  short_description: '',
  body: '',
  created_at: at(id),
  updated_at: at(id),
  visited,
  is_featured: 0,
  banner: '{"desktop_banner":"","phone_banner":""}',
  gallery: '[]',
  search_text: ` post ${id} `,
});

describe('migration 0017, the posts’ visits in a table of their own', () => {
  let database: TestDatabase;
  let db: Db;
  let migrator: Migrator;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase(
      loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.url }).database,
    );
    migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0016-blog-visit-writes')).error).toBeUndefined();
    await sql`insert into blog_tags (id, lang, title) values (1, 'fa', 'کیش'), (1, 'en', 'Kish')`.execute(
      db,
    );
    for (const row of [post(1, 'fa', 5), post(1, 'en', 7), post(2, 'fa', 11)]) {
      await sql`insert into blog_posts ${sql.raw(`(${Object.keys(row).join(', ')})`)}
        values (${sql.join(Object.values(row))})`.execute(db);
    }
    await sql`insert into blog_post_tags (post_id, tag_id) values (1, 1), (2, 1)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const tagVisits = async () =>
    Object.fromEntries(
      (
        await sql<{ lang: string; visits: string | number }>`select lang, visits from blog_tags
          order by lang`.execute(db)
      ).rows.map((row) => [row.lang, Number(row.visits)]),
    );
  const visitsRows = async () =>
    (
      await sql<{ post_id: number; lang: string; visited: number }>`select post_id, lang, visited
        from blog_post_visits order by post_id, lang`.execute(db)
    ).rows.map((row) => `${row.post_id} ${row.lang} ${row.visited}`);

  it('moves each post’s visits into their table, the tags’ sums as they were', async () => {
    expect(await tagVisits()).toEqual({ en: 7, fa: 16 });
    expect((await migrator.migrateTo('0017-blog-post-visits')).error).toBeUndefined();
    expect(await visitsRows()).toEqual(['1 en 7', '1 fa 5', '2 fa 11']);
    expect(await tagVisits()).toEqual({ en: 7, fa: 16 });
    const columns = await sql<{ name: string }>`select * from blog_posts limit 1`.execute(db);
    expect(Object.keys(columns.rows[0]!)).not.toContain('visited');
  });

  it('makes a row of visits for a new post, removes it with the post, and keeps the tags', async () => {
    await sql`insert into blog_posts ${sql.raw(
      '(id, lang, title, short_description, body, created_at, updated_at, is_featured, banner, gallery, search_text)',
    )} values (3, 'fa', 'post 3', '', '', ${at(3)}, ${at(3)}, 0, '{}', '[]', ' post 3 ')`.execute(
      db,
    );
    await sql`insert into blog_post_tags (post_id, tag_id) values (3, 1)`.execute(db);
    expect(await visitsRows()).toContain('3 fa 0');
    await sql`update blog_post_visits set visited = visited + 4 where post_id = 3`.execute(db);
    expect(await tagVisits()).toEqual({ en: 7, fa: 20 });
    await sql`delete from blog_posts where id = 2`.execute(db);
    expect(await visitsRows()).toEqual(['1 en 7', '1 fa 5', '3 fa 4']);
    expect(await tagVisits()).toEqual({ en: 7, fa: 9 });
    // Renumbered, the post takes its visits along; its link still names post 3, no post now.
    await sql`update blog_posts set id = 9 where id = 3`.execute(db);
    expect(await visitsRows()).toEqual(['1 en 7', '1 fa 5', '9 fa 4']);
    expect(await tagVisits()).toEqual({ en: 7, fa: 5 });
  });

  it('is taken back: the counts return to the posts’ rows and their triggers keep the tags', async () => {
    expect((await migrator.migrateTo('0016-blog-visit-writes')).error).toBeUndefined();
    const rows = await sql<{ id: number; lang: string; visited: number }>`select id, lang, visited
      from blog_posts order by id, lang`.execute(db);
    expect(rows.rows.map((row) => `${row.id} ${row.lang} ${row.visited}`)).toEqual([
      '1 en 7',
      '1 fa 5',
      '9 fa 4',
    ]);
    await sql`update blog_posts set visited = visited + 1 where id = 1`.execute(db);
    expect(await tagVisits()).toEqual({ en: 8, fa: 6 });
    expect((await migrator.migrateTo('0017-blog-post-visits')).error).toBeUndefined();
    expect(await visitsRows()).toEqual(['1 en 8', '1 fa 6', '9 fa 4']);
    expect(await tagVisits()).toEqual({ en: 8, fa: 6 });
  });
});
