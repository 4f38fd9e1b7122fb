// SQLite's trigram table (migration 0008) set aside for a bulk write: its triggers are
// dropped while the posts are written, the table is built again from them at the end, and
// the triggers are made again as the database holds them, so their one description stays in
// the migration. In SQLite a schema change is part of the transaction: a write that fails
// and is rolled back leaves the triggers as they were.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The triggers that keep the trigram table in step with the posts, one write at a time. */
const INDEX_TRIGGERS = 'blog_posts_fts_%';

/**
 * How much the table gathers in memory before it writes a segment, while it is built: 64 MB
 * (by default 1 MB). Fewer, larger segments leave fewer to merge: 300,000 posts indexed in
 * 14.7-14.9 s instead of 24.7 (128 and 256 MB took longer, and held 100-220 MB more).
 */
const BUILD_HASH_BYTES = 64 * 1024 * 1024;
/** FTS5's own value, where the table holds none. */
const DEFAULT_HASH_BYTES = 1024 * 1024;

export async function withSearchIndexAside<T>(trx: Db, write: () => Promise<T>): Promise<T> {
  const { rows: triggers } = await sql<{ name: string; sql: string }>`select name, sql
      from sqlite_master where type = 'trigger' and name like ${INDEX_TRIGGERS}`.execute(trx);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx);
  try {
    return await write();
  } finally {
    // After a failed write too, for a caller that goes on in the same transaction.
    await rebuild(trx);
    for (const trigger of triggers) await sql.raw(trigger.sql).execute(trx);
  }
}

async function rebuild(trx: Db): Promise<void> {
  const { rows } = await sql<{ v: number }>`select v from blog_posts_fts_config
      where k = 'hashsize'`.execute(trx);
  const hashBytes = rows[0]?.v ?? DEFAULT_HASH_BYTES;
  await setHashBytes(trx, BUILD_HASH_BYTES);
  await sql`insert into blog_posts_fts (blog_posts_fts) values ('rebuild')`.execute(trx);
  await setHashBytes(trx, hashBytes);
}

/** The table takes its settings as literals (a bound value is refused). */
const setHashBytes = (trx: Db, bytes: number) =>
  sql`insert into blog_posts_fts (blog_posts_fts, rank) values ('hashsize', ${sql.lit(bytes)})`.execute(
    trx,
  );
