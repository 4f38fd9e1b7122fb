// Blog search looks words up within one language. A word common in one language (مسافر in
// Persian) made the index name every post of that language for a search in another (Arabic),
// and each of them was read only to be left out: 150 ms (SQLite) to 600 ms (PostgreSQL) at
// 100,000 posts a language, for an Arabic search finding its first posts at once.
// SQLite: the trigram table indexes the language beside the text, as `@fa@` (a language code
// of two letters is shorter than a trigram). Its external content is a view that shows both
// columns, so the table still holds no copy of the text and `rebuild` still reads the posts.
// PostgreSQL: one GIN index on the language and the text (btree_gin, a trusted extension,
// indexes the language), so a search's bitmap holds the language's posts alone.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import * as searchIndexByText from './0003-blog-search-index';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const TRIGGERS = ['blog_posts_fts_insert', 'blog_posts_fts_delete', 'blog_posts_fts_update'];

async function dropSqliteIndex(db: AnyDb): Promise<void> {
  for (const trigger of TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists blog_posts_fts`.execute(db);
  await sql`drop view if exists blog_posts_search`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  if (onPostgres(db)) {
    await sql`create extension if not exists btree_gin`.execute(db);
    await sql`create index blog_posts_lang_search_trgm on blog_posts
      using gin (lang, search_text gin_trgm_ops)`.execute(db);
    await sql`drop index if exists blog_posts_search_trgm`.execute(db);
    return;
  }
  await dropSqliteIndex(db);
  await sql`create view blog_posts_search as
    select rowid as post_rowid, '@' || lang || '@' as lang_key, search_text from blog_posts`.execute(
    db,
  );
  await sql`create virtual table blog_posts_fts using fts5(
    lang_key, search_text, content='blog_posts_search', content_rowid='post_rowid', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger blog_posts_fts_insert after insert on blog_posts begin
    insert into blog_posts_fts (rowid, lang_key, search_text)
      values (new.rowid, '@' || new.lang || '@', new.search_text);
  end`.execute(db);
  await sql`create trigger blog_posts_fts_delete after delete on blog_posts begin
    insert into blog_posts_fts (blog_posts_fts, rowid, lang_key, search_text)
      values ('delete', old.rowid, '@' || old.lang || '@', old.search_text);
  end`.execute(db);
  // Only a change of the text or the language touches the index: counting visits rewrites
  // posts often.
  await sql`create trigger blog_posts_fts_update after update of search_text, lang on blog_posts begin
    insert into blog_posts_fts (blog_posts_fts, rowid, lang_key, search_text)
      values ('delete', old.rowid, '@' || old.lang || '@', old.search_text);
    insert into blog_posts_fts (rowid, lang_key, search_text)
      values (new.rowid, '@' || new.lang || '@', new.search_text);
  end`.execute(db);
  await sql`insert into blog_posts_fts (blog_posts_fts) values ('rebuild')`.execute(db);
}

/** Back to the index by text alone, as migration 0003 made it. */
export async function down(db: AnyDb): Promise<void> {
  if (onPostgres(db)) await sql`drop index if exists blog_posts_lang_search_trgm`.execute(db);
  else await dropSqliteIndex(db);
  await searchIndexByText.up(db);
}
