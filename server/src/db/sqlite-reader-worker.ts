// The worker thread of sqlite-reader-thread.ts: a connection of its own to the service's
// SQLite file, which runs each read it is sent and answers with its rows as columns. A
// column of numbers crosses back as a Float64Array, moved rather than copied; 100,000 rows
// as objects took the service's thread 120-260 ms to receive, as columns 7-16 ms.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
  /** The columns to answer with. */
  names: readonly string[];
}

export type Column = Float64Array | unknown[];

export type ReadAnswer =
  { id: number; columns: Record<string, Column> } | { id: number; error: string };

const { file } = workerData as { file: string };
// Read-only: a write sent here by mistake fails instead of taking the write lock.
const db = new SQLite(file, { readonly: true, fileMustExist: true });

parentPort!.on('message', ({ id, sql, parameters, names }: ReadRequest) => {
  try {
    const prepared = db.prepare(sql);
    if (!prepared.reader) throw new Error(`the reader thread only reads: ${sql.slice(0, 80)}`);
    const statement = prepared.raw(true);
    const read = statement.columns().map((column) => column.name);
    const places = names.map((name) => {
      if (!read.includes(name)) throw new Error(`the read has no column ${name}`);
      return read.indexOf(name);
    });
    const values: unknown[][] = names.map(() => []);
    for (const row of statement.iterate(...parameters) as Iterable<unknown[]>) {
      for (let i = 0; i < places.length; i++) values[i]!.push(row[places[i]!]);
    }
    const columns: Record<string, Column> = {};
    const moved: ArrayBuffer[] = [];
    names.forEach((name, i) => {
      const column = values[i]!;
      if (column.every((value) => typeof value === 'number')) {
        const numbers = Float64Array.from(column as number[]);
        moved.push(numbers.buffer);
        columns[name] = numbers;
      } else {
        columns[name] = column;
      }
    });
    parentPort!.postMessage({ id, columns } satisfies ReadAnswer, moved);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort!.postMessage({ id, error: message } satisfies ReadAnswer);
  }
});
