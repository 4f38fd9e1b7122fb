// A bulk write (a content load) in one transaction: what triggers keep counted for every
// writer is counted once at its end instead. On PostgreSQL the triggers stand aside while
// it writes: there a row updated again and again inside one transaction keeps a version each
// time, and each update walks past the ones before it, so a load's hundreds of thousands of
// links and posts, each adding to the same few tags and words, would take quadratic time.
// SQLite updates a row in place; its triggers just run (standing them aside there too took
// no measurable time off a load of 100,000 posts a language).
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { recountSearchVocabulary } from './search-vocabulary';
import { recountTagVisits } from './tag-visits';

/** Runs `write` in the transaction `trx`, then counts the tags' visits and the vocabulary. */
export async function writeInBulk<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) {
    return withLargerPageCache(trx, async () => {
      const result = await write();
      await recountTagVisits(trx);
      return result;
    });
  }
  const result = await withTriggersAside(trx, write);
  await recountTagVisits(trx);
  await recountSearchVocabulary(trx);
  return result;
}

/** Migrations 0005 and 0014: each count's triggers stand aside while a setting of the
 * transaction's own says so. */
const triggersAside = (value: 'recount' | '') =>
  sql`select set_config('parvaz.tag_visits', ${value}, true),
    set_config('parvaz.search_vocabulary', ${value}, true)`;

async function withTriggersAside<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  await triggersAside('recount').execute(trx);
  let result: T;
  try {
    result = await write();
  } catch (error) {
    // The triggers are back after a failed write too, for a caller that goes on in the same
    // transaction; the write's error is the one told (after a failed statement, PostgreSQL
    // refuses any other until the transaction is rolled back).
    await triggersAside('')
      .execute(trx)
      .catch(() => undefined);
    throw error;
  }
  await triggersAside('').execute(trx);
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
