// A throwaway PostgreSQL cluster (scripts/test-postgres.sh) holding one database per size.
// Stopping is synchronous so it can run from a signal handler as well as at the end.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import pg from 'pg';

export interface PostgresCluster {
  /** A fresh, empty database on the cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  dropDatabase(name: string): Promise<void>;
  stop(): void;
}

/**
 * The cluster's shared buffers: a quarter of the machine's memory, PostgreSQL's own starting
 * point for a server of its own, as the README advises for the service's database (the
 * default of 128 MB is sized to start anywhere). At 100,000 posts a language the database is
 * 849 MB; with the default, a search of several words read its 1,000 matches' rows from the
 * system's cache, 26 µs a page here, and the rendered page's p99 was 57-61 ms (37-47 since).
 */
const SHARED_BUFFERS_MB = Math.floor(os.totalmem() / 4 / 2 ** 20);

export function startPostgresCluster(): PostgresCluster {
  const started = spawnSync(
    'bash',
    ['scripts/test-postgres.sh', 'start', `shared_buffers=${SHARED_BUFFERS_MB}MB`],
    { encoding: 'utf8' },
  );
  const printed = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(started.stdout)?.[1];
  const dir = printed('PARVAZ_PG_DIR');
  const adminUrl = printed('TEST_DATABASE_URL');
  if (started.status !== 0 || !dir || !adminUrl) {
    if (dir) spawnSync('bash', ['scripts/test-postgres.sh', 'stop', dir], { stdio: 'inherit' });
    throw new Error(`the PostgreSQL cluster did not start: ${started.stderr || started.stdout}`);
  }
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let stopped = false;
  return {
    async createDatabase(name) {
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    dropDatabase: (name) => admin(`drop database if exists ${name} with (force)`),
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync('bash', ['scripts/test-postgres.sh', 'stop', dir], { stdio: 'inherit' });
    },
  };
}
