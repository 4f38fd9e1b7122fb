// SQLite's trigram table writes what it indexes in segments and merges them as they pile up:
// by default whenever a level holds 4, from now on 8. Writing 30,000 posts a language took
// 16.8 s instead of 20.4 (a bulk load is mostly this table's work), and a search read the
// index as fast (0.6-0.9 ms for a word's first 1,000 posts either way).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The table takes its settings as literals (a bound value is refused). */
const mergeAt = (db: AnyDb, segments: number) =>
  sql`insert into blog_posts_fts (blog_posts_fts, rank) values ('automerge', ${sql.lit(segments)})`.execute(
    db,
  );

export async function up(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) await mergeAt(db, 8);
}

export async function down(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) await mergeAt(db, 4);
}
