// PostgreSQL: the words of 1 or 2 characters each post holds, indexed, for searches of such
// a word. Search finds a short word only as a word of its own (` ab ` in the folded text,
// migration 0011), and the trigram index narrows that to the posts holding its three
// trigrams anywhere, not side by side: for فر, every post holding سفر and فرودگاه, 98,000 of
// 100,000, each read to be left out (0.5–0.9 s). Here the post's short words are an array,
// and the GIN index finds those holding the word exactly. SQLite's trigram table keeps the
// trigrams' positions, so it finds ` فر ` itself and needs nothing more.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`create function blog_short_words(search_text text) returns text[]
    language sql immutable strict parallel safe
    as $$ select coalesce(array_agg(distinct word), '{}') from unnest(string_to_array(search_text, ' ')) as word
      where word <> '' and char_length(word) < 3 $$`.execute(db);
  await sql`create index blog_posts_lang_short_words on blog_posts
    using gin (lang, blog_short_words(search_text))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`drop index blog_posts_lang_short_words`.execute(db);
  await sql`drop function blog_short_words(text)`.execute(db);
}
