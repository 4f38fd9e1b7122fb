// The settings every pooled PostgreSQL connection of the service runs with, whichever
// connection a query is handed: no JIT compiling of its short queries; and the planner
// methods a transaction switches off for itself. And the pool keeps its connections.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { POOL_SIZE, openDatabase } from './database';
import { switchOffPlannerMethods } from './planner-methods';
import type { Db } from './database';

const onPostgres = process.env.PARVAZ_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.runIf(onPostgres)('a PostgreSQL connection of the service', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDatabase({ kind: 'postgres', url: database.url });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** A query on each connection of the pool: held at once, each runs on one of its own. */
  const onEveryConnection = () =>
    Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        db.connection().execute(async (connection) => {
          const { rows } = await sql<{ jit: string; pid: number }>`
            select current_setting('jit') as jit, pg_backend_pid() as pid,
              pg_sleep(0.05)::text`.execute(connection);
          return rows[0]!;
        }),
      ),
    );

  it('compiles no query, on every connection of the pool', async () => {
    // The first query each connection is handed.
    const settings = await onEveryConnection();
    expect(new Set(settings.map((row) => row.pid)).size).toBe(POOL_SIZE);
    expect(settings.map((row) => row.jit)).toEqual(Array(POOL_SIZE).fill('off'));
  });

  it("keeps its connections open while they are idle, past the driver's 10 s", async () => {
    // The same server processes answer after 11 s without a query: none had to start again.
    const before = await onEveryConnection();
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const after = await onEveryConnection();
    const pids = (rows: { pid: number }[]) => rows.map((row) => row.pid).sort();
    expect(pids(after)).toEqual(pids(before));
  }, 20_000);

  const planSettings = async (from: Db) => {
    const { rows } = await sql<Record<string, string>>`
      select current_setting('enable_seqscan') as seqscan,
        current_setting('enable_bitmapscan') as bitmapscan,
        current_setting('enable_sort') as sort`.execute(from);
    return rows[0]!;
  };

  it('switches planner methods off for a transaction: the named ones, until it ends', async () => {
    const inside = await db.connection().execute(async (connection) => {
      const during = await connection.transaction().execute(async (trx) => {
        await switchOffPlannerMethods(trx, ['enable_seqscan', 'enable_sort']);
        return planSettings(trx);
      });
      return { during, after: await planSettings(connection) };
    });
    expect(inside.during).toEqual({ seqscan: 'off', bitmapscan: 'on', sort: 'off' });
    expect(inside.after).toEqual({ seqscan: 'on', bitmapscan: 'on', sort: 'on' });
  });
});
