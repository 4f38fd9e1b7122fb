// The cluster's PostgreSQL: a throwaway server from scripts/test-postgres.sh (initdb and
// pg_ctl on a free loopback port) with one database, `parvaz`, every instance shares.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface ClusterPostgres {
  /** The instances' DATABASE_URL. */
  url: string;
  /** Ends every connection to the database, as a restart or an administrator would. */
  dropConnections(): Promise<number>;
  /** Asks the database directly (the drill's counts). */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function startPostgres(): Promise<ClusterPostgres> {
  const { stdout } = await run('bash', ['scripts/test-postgres.sh', 'start']);
  const dir = /PARVAZ_PG_DIR=(.*)/.exec(stdout)?.[1];
  const adminUrl = /TEST_DATABASE_URL=(.*)/.exec(stdout)?.[1];
  if (!dir || !adminUrl) throw new Error(`PostgreSQL did not start: ${stdout}`);
  await withClient(adminUrl, (client) => client.query('CREATE DATABASE parvaz'));
  const url = new URL(adminUrl);
  url.pathname = '/parvaz';
  return {
    url: url.toString(),
    dropConnections: () =>
      withClient(adminUrl, async (client) => {
        const ended = await client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'parvaz'",
        );
        return ended.rowCount ?? 0;
      }),
    query: (text, values) =>
      withClient(url.toString(), async (client) => (await client.query(text, values)).rows),
    stop: async () => {
      await run('bash', ['scripts/test-postgres.sh', 'stop', dir]);
    },
  };
}
