// Reads of every row of a large table, received as columns: on SQLite from a connection in a
// worker thread (sqlite-reader-thread.ts), so the service's only thread does not run them;
// on PostgreSQL, which reads in a process of its own, as one row holding each column as a
// JSON array. The pool's driver makes an object of every row as it arrives: 100,000 rows
// (the sitemap's measures) held the service's thread for up to 101 ms at a time, where the
// arrays of the same columns took 25.
import { CompiledQuery, PostgresAdapter } from 'kysely';
import type { DatabaseTarget } from '../config';
import type { Db } from './database';
import { SqliteReaderThread } from './sqlite-reader-thread';
import type { Columns } from './sqlite-reader-thread';

export type { Columns };

export interface LongReads {
  /**
   * The named columns of the query's rows, each a list of values in the rows' order (from
   * SQLite's reader thread, a column of numbers as a Float64Array).
   */
  columns(query: CompiledQuery, names: readonly string[]): Promise<Columns>;
  close(): Promise<void>;
}

/** Reads through the service's own connections. */
export function readsThrough(db: Db): LongReads {
  const onPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    columns: onPostgres
      ? async (query, names) => {
          const { rows } = await db.executeQuery(asArrays(query, names));
          const [arrays] = rows as Record<string, unknown[] | null>[];
          return Object.fromEntries(names.map((name) => [name, arrays?.[name] ?? []]));
        }
      : async (query, names) => {
          const rows = (await db.executeQuery(query)).rows as Record<string, unknown>[];
          return Object.fromEntries(names.map((name) => [name, rows.map((row) => row[name])]));
        },
    close: async () => {},
  };
}

export function openLongReads(target: DatabaseTarget, db: Db): LongReads {
  return target.kind === 'sqlite' ? new SqliteReaderThread(target.file) : readsThrough(db);
}

/**
 * PostgreSQL: the query's rows as one row, each named column a JSON array. The columns are
 * gathered in one pass over the rows, so their values stay side by side, in the rows' order.
 */
function asArrays(query: CompiledQuery, names: readonly string[]): CompiledQuery {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const arrays = names.map((name) => `json_agg(rows.${quoted(name)}) as ${quoted(name)}`);
  return CompiledQuery.raw(`select ${arrays.join(', ')} from (${query.sql}) as rows`, [
    ...query.parameters,
  ]);
}
