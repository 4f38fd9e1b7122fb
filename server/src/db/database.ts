// Opens the one Kysely instance: an SQLite file by default, PostgreSQL when the
// configuration names one. Everything above this file is dialect-neutral.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { ReconnectingPostgresDialect } from './reconnecting-driver';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** PostgreSQL connections one process keeps. */
export const POOL_SIZE = 10;

export interface OpenOptions {
  /** How long a query waits for a PostgreSQL connection before failing. */
  connectTimeoutMs?: number;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, an administrator's
   * pg_terminate_backend); the pool discards it and the next query opens a new one.
   */
  onConnectionLost?: (error: Error) => void;
}

export function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Db {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: POOL_SIZE,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      // Connections stay open however long they are idle (the driver's default closed them
      // after 10 s). A new connection is a new PostgreSQL process: it loads the catalog again
      // (a first plan took 4-5 ms, then 0.2) and maps each shared buffer it reads (a search
      // reading 1,000 posts spent 23 ms on that, 1.4 ms in a connection that had read them).
      // A rendered search page after 12 s without requests took 67-81 ms, 17-22 when busy.
      idleTimeoutMillis: 0,
    });
    // Without a listener such an 'error' event would end the process: the pool's for
    // idle connections, each connection's own while a request holds it (the query that
    // was running, if any, fails with the same error and answers 503).
    pool.on('error', (error) => (options.onConnectionLost ?? reportLostConnection)(error));
    pool.on('connect', (client) => {
      client.on('error', () => {});
      // The service's queries are short, and compiling one costs more than it saves: a page
      // of a search read along the creation index (0.1 ms) looks costly to the planner and
      // spent 4.5 ms compiling. The client runs this before any query it is handed for.
      client.query('set jit = off').catch(() => {});
    });
    // Each idle connection can fail once at most, so the pool's size bounds the attempts.
    return new Kysely<Database>({
      dialect: new ReconnectingPostgresDialect({ pool }, POOL_SIZE + 1),
    });
  }
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers go on while a submission is written.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export function dialectOf(target: DatabaseTarget): DatabaseTarget['kind'] {
  return target.kind;
}

function reportLostConnection(error: Error): void {
  process.stderr.write(`PostgreSQL closed an idle connection: ${error.message}\n`);
}
