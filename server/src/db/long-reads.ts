// Reads of every row of a large table, received as columns: on SQLite from a connection in a
// worker thread (sqlite-reader-thread.ts), so the service's only thread does not run them;
// on PostgreSQL, which reads in a process of its own, through the pool.
import type { CompiledQuery } from 'kysely';
import type { DatabaseTarget } from '../config';
import type { Db } from './database';
import { SqliteReaderThread } from './sqlite-reader-thread';
import type { Columns } from './sqlite-reader-thread';

export type { Columns };

export interface LongReads {
  /** The query's rows, a column each (numbers from the reader thread as a Float64Array). */
  columns(query: CompiledQuery): Promise<Columns>;
  close(): Promise<void>;
}

/** Reads through the service's own connections. */
export function readsThrough(db: Db): LongReads {
  return {
    columns: async (query) => toColumns((await db.executeQuery(query)).rows),
    close: async () => {},
  };
}

export function openLongReads(target: DatabaseTarget, db: Db): LongReads {
  return target.kind === 'sqlite' ? new SqliteReaderThread(target.file) : readsThrough(db);
}

function toColumns(rows: readonly unknown[]): Columns {
  const columns: Columns = {};
  const first = rows[0] as Record<string, unknown> | undefined;
  for (const name of Object.keys(first ?? {})) {
    columns[name] = rows.map((row) => (row as Record<string, unknown>)[name]);
  }
  return columns;
}
