// A fresh database for one test file: a temporary SQLite file, or a new database in the
// PostgreSQL cluster named by TEST_DATABASE_URL when the project runs against it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** What DATABASE_URL the service should be given. */
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.PARVAZ_TEST_DB !== 'postgres' || !adminUrl) {
    return {
      url: `sqlite:${path.join(dataDir, 'test.sqlite')}`,
      dataDir,
      drop: async () => removeDir(),
    };
  }

  const name = `parvaz_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await waitForSessionsToEnd(client, name);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      removeDir();
    },
  };
}

/**
 * A closed pool has asked its connections to end, but the server may not have closed
 * them yet; dropping the database then would terminate them, and the driver reports that
 * as an error on a client nobody listens to any more. So wait (briefly) for them to go.
 */
async function waitForSessionsToEnd(client: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ sessions: string }>(
      'SELECT count(*) AS sessions FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (Number(rows[0]?.sessions) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
