// The SQLite reader thread: a read's rows come back as columns from a connection of its own,
// while the service's thread goes on; what the service's connection wrote is read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { readsThrough } from './long-reads';
import type { Columns } from './long-reads';
import { SqliteReaderThread } from './sqlite-reader-thread';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parvaz-reader-'));
const file = path.join(dir, 'reader.sqlite');
let db: Db;
let reader: SqliteReaderThread;

beforeAll(async () => {
  db = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  reader = new SqliteReaderThread(file);
});
afterAll(async () => {
  await reader.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Rows counted up to `rows` by a recursive query: a read that keeps SQLite busy. */
const countTo = (rows: number) =>
  CompiledQuery.raw(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     select count(*) as rows, sum(i) as total from n`,
    [rows],
  );

const COUNTED = ['rows', 'total'];

/** How long `read` took, and the longest this thread went without running a 1 ms timer. */
async function stallsDuring(read: () => Promise<Columns>) {
  let longestStall = 0;
  let last = performance.now();
  const ticks = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const columns = await read();
  const readMs = performance.now() - started;
  clearInterval(ticks);
  longestStall = Math.max(longestStall, performance.now() - last);
  return { columns, readMs, longestStall };
}

// The thread reads SQLite alone: the PostgreSQL project has nothing more to run here.
describe.skipIf(process.env.PARVAZ_TEST_DB === 'postgres')('the SQLite reader thread', () => {
  it('answers a read with a column of each: numbers as a Float64Array, other values listed', async () => {
    const columns = await reader.columns(
      CompiledQuery.raw(
        `select value as n, 'v' || value as text, null as absent
           from json_each(?) order by value`,
        ['[3, 1, 2]'],
      ),
      ['n', 'text', 'absent'],
    );
    expect(columns.n).toBeInstanceOf(Float64Array);
    expect([...columns.n!]).toEqual([1, 2, 3]);
    expect(columns.text).toEqual(['v1', 'v2', 'v3']);
    expect(columns.absent).toEqual([null, null, null]);
  });

  it('reads what the service wrote through its own connection', async () => {
    await db
      .insertInto('languages')
      .values({
        name: 'Kurdî',
        value: 'ku',
        label: 'KU',
        direction: 'ltr',
        status: 'active',
        position: 9,
      })
      .execute();
    const { value } = await reader.columns(
      CompiledQuery.raw('select value from languages where value = ?', ['ku']),
      ['value'],
    );
    expect(value).toEqual(['ku']);
  });

  it('refuses a write and a bad read, and answers the next read', async () => {
    const read = (text: string, names: string[]) => reader.columns(CompiledQuery.raw(text), names);
    await expect(read('delete from languages', [])).rejects.toThrow(
      /only reads: delete from languages/,
    );
    await expect(read('select nonsense from nowhere', ['nonsense'])).rejects.toThrow(
      /no such table: nowhere/,
    );
    await expect(read('select 1 as one', ['two'])).rejects.toThrow(/the read has no column two/);
    const { one } = await read('select 1 as one, 2 as two', ['one']);
    expect([...one!]).toEqual([1]);
  });

  it("leaves the service's thread free while a long read runs", async () => {
    // Warm: the thread is started and the query prepared once.
    await reader.columns(countTo(1_000), COUNTED);
    const inThread = await stallsDuring(() => reader.columns(countTo(3_000_000), COUNTED));
    expect([...inThread.columns.rows!, ...inThread.columns.total!]).toEqual([
      3_000_000,
      (3_000_000 * 3_000_001) / 2,
    ]);
    expect(inThread.readMs).toBeGreaterThan(100);
    expect(inThread.longestStall).toBeLessThan(inThread.readMs / 2);
    // The same read through the service's own connection stalls it for all of its time.
    const here = await stallsDuring(() => readsThrough(db).columns(countTo(3_000_000), COUNTED));
    expect(here.longestStall).toBeGreaterThan(here.readMs * 0.8);
  });

  it('answers reads sent together, each with its own rows, then ends its thread', async () => {
    const reads = Promise.all([10, 20, 30].map((n) => reader.columns(countTo(n), COUNTED)));
    expect(reader.running).toBe(true);
    const answers = await reads;
    expect(answers.map(({ rows }) => rows![0])).toEqual([10, 20, 30]);
    expect(reader.running).toBe(false);
  });

  it('fails the reads it was given when closed, and starts again for the next one', async () => {
    const pending = reader.columns(countTo(2_000_000), COUNTED);
    await reader.close();
    await expect(pending).rejects.toThrow();
    const { rows } = await reader.columns(countTo(5), COUNTED);
    expect([...rows!]).toEqual([5]);
  });
});
