// A bulk write (a content load) in one transaction: what triggers keep counted for every
// writer is counted once at its end instead. On PostgreSQL the triggers stand aside while
// it writes: there a row updated again and again inside one transaction keeps a version each
// time, and each update walks past the ones before it, so a load's hundreds of thousands of
// links and posts, each adding to the same few tags and words, would take quadratic time.
// SQLite updates a row in place; its triggers just run.
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { recountSearchVocabulary } from './search-vocabulary';
import { recountTagVisits } from './tag-visits';

/** Runs `write` in the transaction `trx`, then counts the tags' visits and the vocabulary. */
export async function writeInBulk<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  const onPostgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  // Migrations 0005 and 0014: each count's triggers stand aside for the transaction.
  if (onPostgres) {
    await sql`select set_config('parvaz.tag_visits', 'recount', true),
      set_config('parvaz.search_vocabulary', 'recount', true)`.execute(trx);
  }
  const result = await write();
  await recountTagVisits(trx);
  if (onPostgres) await recountSearchVocabulary(trx);
  return result;
}
