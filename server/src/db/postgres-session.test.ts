// The settings every pooled PostgreSQL connection of the service runs with, whichever
// connection a query is handed: no JIT compiling of its short queries.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/support/test-database';
import type { TestDatabase } from '@tests/support/test-database';
import { POOL_SIZE, openDatabase } from './database';
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

  it('compiles no query, on every connection of the pool', async () => {
    // Held at once, so each runs on a connection of its own, the first query it is handed.
    const settings = await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        db.connection().execute(async (connection) => {
          const { rows } = await sql<{ jit: string; pid: number }>`
            select current_setting('jit') as jit, pg_backend_pid() as pid,
              pg_sleep(0.05)::text`.execute(connection);
          return rows[0]!;
        }),
      ),
    );
    expect(new Set(settings.map((row) => row.pid)).size).toBe(POOL_SIZE);
    expect(settings.map((row) => row.jit)).toEqual(Array(POOL_SIZE).fill('off'));
  });
});
