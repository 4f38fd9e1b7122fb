// PostgreSQL finds a search's words through an index of the words each post holds and a
// vocabulary of every word its posts hold, with how many posts of the language hold it, in
// place of the trigram index on the text (0008) and the index of short words (0012).
//
// A search looks each of its words up on its own, and a post's folded text is its words,
// each once, between single spaces (0013). So a post holds a word of 3 or more characters
// inside one of its words exactly when it holds one of the vocabulary's words that contain
// it, and a short word exactly when it holds that word: the vocabulary names the words
// (through a trigram index of its own, over a few thousand words rather than the text of
// every post), and the index of the posts' words finds the posts holding any of them, with
// no text to test again. The trigram index named candidates, whose text was then tested:
// 5-8 ms for the first 1,000 posts of a word in 1 post in 15 at 100,000 posts a language,
// and writing it was two thirds of the time spent writing posts. The vocabulary's counts
// tell at once when a word is in more posts than a search counts (list-posts.ts).
//
// Statement triggers keep the vocabulary true for every writer. A bulk write (a content
// load) sets `parvaz.search_vocabulary` to `recount` for its transaction: the triggers then
// stand aside and the writer counts every word once at its end (modules/blog/bulk-write.ts),
// as a vocabulary row updated by each of thousands of statements in one transaction would
// keep a version per update, each update walking past the ones before it.
//
// SQLite keeps its trigram table, which keeps each trigram's places and so finds a word,
// short or long, by itself.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import * as searchByLanguage from './0008-blog-search-by-language';
import * as shortWords from './0012-blog-short-words';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Every statement's first step: nothing while a bulk write recounts at its end. */
export const STAND_ASIDE_FOR_RECOUNT = sql`if current_setting('parvaz.search_vocabulary', true) = 'recount' then
        return null;
      end if;`;

/** The words (lang, word) the posts of `rows` hold, counted: `sign` each post. */
const wordsOf = (rows: 'new_rows' | 'old_rows' | 'changed_new' | 'changed_old', sign: 1 | -1) =>
  sql`select ${sql.id(rows)}.lang, word, ${sql.lit(sign)} as step
        from ${sql.id(rows)}, unnest(blog_search_words(${sql.id(rows)}.search_text)) as word
       where word <> ''`;

/** Adds each word's step to its count; words no post holds any more leave the vocabulary. */
export const APPLY_STEPS = (steps: ReturnType<typeof sql>) => sql`
      select array_agg(lang), array_agg(word), array_agg(step)
        into langs, words, counts
        from (select lang, word, sum(step)::integer as step from (${steps}) as steps
               group by lang, word having sum(step) <> 0) as totals;
      if langs is null then
        return null;
      end if;
      insert into blog_search_vocabulary as vocabulary (lang, word, posts)
        select * from unnest(langs, words, counts)
        on conflict (lang, word) do update set posts = vocabulary.posts + excluded.posts;
      delete from blog_search_vocabulary as vocabulary
       using unnest(langs, words) as gone(lang, word)
       where vocabulary.lang = gone.lang and vocabulary.word = gone.word and vocabulary.posts <= 0;
      return null;`;

/**
 * One function per event: a statement trigger reads only the transition tables of its own
 * event. An update counts only the posts whose key or text it changed: counting visits
 * rewrites posts every few seconds under traffic.
 */
const FUNCTIONS = {
  blog_search_vocabulary_insert: {
    event: sql`insert`,
    tables: sql`new table as new_rows`,
    body: APPLY_STEPS(wordsOf('new_rows', 1)),
  },
  blog_search_vocabulary_delete: {
    event: sql`delete`,
    tables: sql`old table as old_rows`,
    body: APPLY_STEPS(wordsOf('old_rows', -1)),
  },
  blog_search_vocabulary_update: {
    event: sql`update`,
    tables: sql`old table as old_rows new table as new_rows`,
    body: sql`
      with changed_new as (select * from new_rows where not exists (select 1 from old_rows
             where old_rows.id = new_rows.id and old_rows.lang = new_rows.lang
               and old_rows.search_text = new_rows.search_text)),
           changed_old as (select * from old_rows where not exists (select 1 from new_rows
             where new_rows.id = old_rows.id and new_rows.lang = old_rows.lang
               and new_rows.search_text = old_rows.search_text))
      ${APPLY_STEPS(sql`${wordsOf('changed_new', 1)} union all ${wordsOf('changed_old', -1)}`)}`,
  },
};

export async function up(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  // The text holds each word once between single spaces, a space at either end.
  await sql`create function blog_search_words(search_text text) returns text[]
    language sql immutable strict parallel safe
    as $$ select string_to_array(btrim(search_text, ' '), ' ') $$`.execute(db);
  await sql`create index blog_posts_lang_search_words on blog_posts
    using gin (lang, blog_search_words(search_text))`.execute(db);
  await sql`drop index blog_posts_lang_search_trgm`.execute(db);
  await sql`drop index blog_posts_lang_short_words`.execute(db);
  await sql`drop function blog_short_words(text)`.execute(db);

  await sql`create table blog_search_vocabulary (
    lang text not null,
    word text not null,
    posts integer not null,
    primary key (lang, word)
  )`.execute(db);
  await sql`create index blog_search_vocabulary_lang_word_trgm on blog_search_vocabulary
    using gin (lang, word gin_trgm_ops)`.execute(db);
  await sql`insert into blog_search_vocabulary (lang, word, posts)
    select lang, word, count(*) from blog_posts, unnest(blog_search_words(search_text)) as word
     where word <> '' group by lang, word`.execute(db);
  for (const name of Object.keys(FUNCTIONS) as VocabularyTrigger[]) {
    await createVocabularyTrigger(db, name);
  }
}

export type VocabularyTrigger = keyof typeof FUNCTIONS;

/** One of the vocabulary's functions and its trigger, as this migration makes them. */
export async function createVocabularyTrigger(db: AnyDb, name: VocabularyTrigger): Promise<void> {
  const { event, tables, body } = FUNCTIONS[name];
  await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
    declare langs text[]; words text[]; counts integer[];
    begin
      ${STAND_ASIDE_FOR_RECOUNT}
      ${body}
    end $$`.execute(db);
  await sql`create trigger ${sql.id(name)} after ${event} on blog_posts
    referencing ${tables} for each statement execute function ${sql.id(name)}()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  for (const name of Object.keys(FUNCTIONS)) {
    await sql`drop trigger if exists ${sql.id(name)} on blog_posts`.execute(db);
    await sql`drop function if exists ${sql.id(name)}()`.execute(db);
  }
  await sql`drop table blog_search_vocabulary`.execute(db);
  // The trigram index on the language and the text, and the index of short words, again.
  await searchByLanguage.up(db);
  await shortWords.up(db);
  await sql`drop index blog_posts_lang_search_words`.execute(db);
  await sql`drop function blog_search_words(text)`.execute(db);
}
