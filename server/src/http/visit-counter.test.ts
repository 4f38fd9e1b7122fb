// Visits counted in memory reach the database at a flush, each row by exactly its count,
// whatever the tables, languages and number of rows, once however a flush fails, and with
// requests let in between its statements; on SQLite and on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/test-app';
import type { TestApp } from '@tests/support/test-app';
import { VisitCounter } from './visit-counter';

type CountedTable = 'blog_posts' | 'media_items' | 'portfolio_items';
const TABLES: CountedTable[] = ['blog_posts', 'media_items', 'portfolio_items'];

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe('VisitCounter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  /** Every counted row's visits, keyed by table, id and language. */
  const visits = async (): Promise<Map<string, number>> => {
    const all = new Map<string, number>();
    for (const table of TABLES) {
      // A post's visits are kept beside it (migration 0017).
      const rows =
        table === 'blog_posts'
          ? await t.db
              .selectFrom('blog_post_visits')
              .select(['post_id as id', 'lang', 'visited'])
              .execute()
          : await t.db.selectFrom(table).select(['id', 'lang', 'visited']).execute();
      for (const row of rows) all.set(`${table} ${row.id} ${row.lang}`, Number(row.visited));
    }
    return all;
  };

  /** Records 1 to 4 visits to every other row of every table, and what it recorded. */
  const recordSome = async (counter: VisitCounter): Promise<Map<string, number>> => {
    const recorded = new Map<string, number>();
    let turn = 0;
    for (const table of TABLES) {
      const rows = await t.db.selectFrom(table).select(['id', 'lang']).orderBy('id').execute();
      for (const row of rows) {
        turn += 1;
        if (turn % 2 === 0) continue;
        const times = 1 + (turn % 4);
        for (let i = 0; i < times; i++) counter.record(table, row.id, row.lang);
        recorded.set(`${table} ${row.id} ${row.lang}`, times);
      }
    }
    return recorded;
  };

  const expectAdded = (
    before: Map<string, number>,
    after: Map<string, number>,
    recorded: Map<string, number>,
  ) => {
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, value] of after) {
      expect([key, value]).toEqual([key, before.get(key)! + (recorded.get(key) ?? 0)]);
    }
  };

  it('adds to each row the visits recorded for it, and to no other', async () => {
    const flushed: number[] = [];
    const counter = new VisitCounter(t.db, () => flushed.push(1));
    const before = await visits();
    const recorded = await recordSome(counter);
    expect(recorded.size).toBeGreaterThan(30);
    await counter.flush();
    expectAdded(before, await visits(), recorded);
    expect(flushed).toHaveLength(1);
    // Nothing recorded since: nothing written, nothing announced.
    await counter.flush();
    expect(flushed).toHaveLength(1);
  });

  it('writes the same when a statement takes only a few rows', async () => {
    const counter = new VisitCounter(t.db, () => {}, { rowsAStatement: 7 });
    const before = await visits();
    const recorded = await recordSome(counter);
    await counter.flush();
    expectAdded(before, await visits(), recorded);
  });

  it('lets other work run between its statements', async () => {
    const counter = new VisitCounter(t.db, () => {}, { rowsAStatement: 7 });
    const recorded = await recordSome(counter);
    const statements = Math.ceil(recorded.size / 7);
    let turns = 0;
    let flushed = false;
    const tick = () => {
      turns += 1;
      if (!flushed) setImmediate(tick);
    };
    setImmediate(tick);
    await counter.flush();
    flushed = true;
    expect(statements).toBeGreaterThan(3);
    expect(turns).toBeGreaterThanOrEqual(statements - 1);
  });

  it('keeps the rows of a statement that fails, and those after it, for the next flush', async () => {
    const [refused] = await t.db
      .selectFrom('blog_posts')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    // A post's visits are written in their own table (migration 0017).
    const refuse = onPostgres
      ? [
          sql`create function refuse_visit() returns trigger language plpgsql as $$
            begin raise exception 'refused'; end $$`,
          sql`create trigger refuse_visit before update on blog_post_visits for each row
            when (new.post_id = ${sql.lit(refused!.id)}) execute function refuse_visit()`,
        ]
      : [
          sql`create trigger refuse_visit before update on blog_post_visits
            when new.post_id = ${sql.lit(refused!.id)} begin select raise(abort, 'refused'); end`,
        ];
    for (const statement of refuse) await statement.execute(t.db);
    const flushed: number[] = [];
    const counter = new VisitCounter(t.db, () => flushed.push(1), { rowsAStatement: 7 });
    const before = await visits();
    const recorded = await recordSome(counter);
    expect([...recorded.keys()].some((key) => key.startsWith(`blog_posts ${refused!.id} `))).toBe(
      true,
    );
    await expect(counter.flush()).rejects.toThrow('refused');
    const between = await visits();
    // Some rows were written before the failing statement, and not all of them.
    const written = [...recorded.keys()].filter((key) => between.get(key) !== before.get(key));
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThan(recorded.size);
    await sql`drop trigger refuse_visit${sql.raw(onPostgres ? ' on blog_post_visits' : '')}`.execute(
      t.db,
    );
    if (onPostgres) await sql`drop function refuse_visit`.execute(t.db);
    await counter.flush();
    expectAdded(before, await visits(), recorded);
    expect(flushed).toHaveLength(2);
  });

  it('writes the other rows when one recorded is gone before the flush', async () => {
    const counter = new VisitCounter(t.db, () => {});
    const [gone, kept] = await t.db
      .selectFrom('blog_posts')
      .select(['id', 'lang'])
      .where('lang', '=', 'en')
      .orderBy('id')
      .limit(2)
      .execute();
    counter.record('blog_posts', gone!.id, 'en');
    counter.record('blog_posts', kept!.id, 'en');
    await t.db.deleteFrom('blog_post_tags').where('post_id', '=', gone!.id).execute();
    await t.db.deleteFrom('blog_post_groups').where('post_id', '=', gone!.id).execute();
    await t.db
      .deleteFrom('blog_posts')
      .where('id', '=', gone!.id)
      .where('lang', '=', 'en')
      .execute();
    const before = await visits();
    await counter.flush();
    expectAdded(before, await visits(), new Map([[`blog_posts ${kept!.id} en`, 1]]));
  });
});
