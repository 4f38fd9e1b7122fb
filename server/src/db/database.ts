// Opens the one Kysely instance: an SQLite file by default, PostgreSQL when the
// configuration names one. Everything above this file is dialect-neutral.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export function openDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: target.url, max: 10 }),
      }),
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
