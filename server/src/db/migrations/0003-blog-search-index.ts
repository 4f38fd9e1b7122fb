// An index for blog search, so `search_text like '%word%'` stops reading every post of a
// language. SQLite: an FTS5 table with the trigram tokenizer over blog_posts.search_text,
// which answers LIKE for patterns with a run of 3 or more characters; it stores no copy of
// the text (external content) and triggers keep it in step with every write to the posts.
// PostgreSQL: pg_trgm's GIN index, which the planner uses for the same LIKE.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (onPostgres(db)) {
    // pg_trgm is a trusted extension: the database's owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index blog_posts_search_trgm on blog_posts using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  // blog_posts has a two-column key, so the index follows the table's implicit rowid.
  // VACUUM renumbers the rowids only of tables with no index at all; blog_posts has its
  // key's index, so they stay (the search tests vacuum and search again).
  await sql`create virtual table blog_posts_fts using fts5(
    search_text, content='blog_posts', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger blog_posts_fts_insert after insert on blog_posts begin
    insert into blog_posts_fts (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`create trigger blog_posts_fts_delete after delete on blog_posts begin
    insert into blog_posts_fts (blog_posts_fts, rowid, search_text)
      values ('delete', old.rowid, old.search_text);
  end`.execute(db);
  // Only a change of the text touches the index: counting visits rewrites posts often.
  await sql`create trigger blog_posts_fts_update after update of search_text on blog_posts begin
    insert into blog_posts_fts (blog_posts_fts, rowid, search_text)
      values ('delete', old.rowid, old.search_text);
    insert into blog_posts_fts (rowid, search_text) values (new.rowid, new.search_text);
  end`.execute(db);
  await sql`insert into blog_posts_fts (blog_posts_fts) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (onPostgres(db)) {
    await sql`drop index if exists blog_posts_search_trgm`.execute(db);
    return;
  }
  for (const trigger of [
    'blog_posts_fts_insert',
    'blog_posts_fts_delete',
    'blog_posts_fts_update',
  ]) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists blog_posts_fts`.execute(db);
}
