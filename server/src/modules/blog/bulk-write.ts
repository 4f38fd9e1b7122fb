// A bulk write (a content load) in one transaction, with what the triggers keep for every
// writer done once at its end where that is faster:
// - PostgreSQL: the count triggers stand aside while it writes and every count is made once
//   at the end. There a row updated again and again inside one transaction keeps a version
//   each time, and each update walks past the ones before it, so a load's hundreds of
//   thousands of links and posts, each adding to the same few tags and words, would take
//   quadratic time.
// - SQLite updates a row in place, so its count triggers just run: the counts are in step at
//   the end, where counting them again took 7.5 s for 100,000 posts a language. Its trigram
//   table is built once from the written posts instead of a post at a time: 300,000 posts
//   were written in 48 s with the table indexed by its triggers, in 18 s without, and the
//   table is then built in 14.7-20.1 s (search-index-aside.ts).
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { withSearchIndexAside } from './search-index-aside';
import { recountSearchVocabulary } from './search-vocabulary';
import { recountTagVisits } from './tag-visits';

/** Runs `write` in the transaction `trx`, leaving the counts and the search index in step. */
export async function writeInBulk<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    return withLargerPageCache(trx, () => withSearchIndexAside(trx, write));
  }
  return withCountsAtEnd(trx, write);
}

/** Migrations 0005 and 0014: each count's triggers stand aside while a setting of the
 * transaction's own says so. */
const triggersAside = (value: 'recount' | '') =>
  sql`select set_config('parvaz.tag_visits', ${value}, true),
    set_config('parvaz.search_vocabulary', ${value}, true)`;

/** The triggers back, and what they would have counted counted whole. */
async function countWhole(trx: Db): Promise<void> {
  await triggersAside('').execute(trx);
  await recountTagVisits(trx);
  await recountSearchVocabulary(trx);
}

async function withCountsAtEnd<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  await triggersAside('recount').execute(trx);
  let result: T;
  try {
    result = await write();
  } catch (error) {
    // The triggers are back and the counts whole after a failed write too, for a caller that
    // goes on in the same transaction; the write's error is the one told (after a failed
    // statement, PostgreSQL refuses any other until the transaction is rolled back).
    await countWhole(trx).catch(() => undefined);
    throw error;
  }
  await countWhole(trx);
  return result;
}

/** SQLite's page cache for a bulk write: 64 MB (by default 2 MB), as the trigram table's
 * merges read and write the same pages many times over (a tenth of a load's time). */
const BULK_PAGE_CACHE_KB = 65_536;

async function withLargerPageCache<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(trx);
  await sql`pragma cache_size = ${sql.raw(String(-BULK_PAGE_CACHE_KB))}`.execute(trx);
  try {
    return await write();
  } finally {
    await sql`pragma cache_size = ${sql.raw(String(rows[0]!.cache_size))}`.execute(trx);
  }
}
