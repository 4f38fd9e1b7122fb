// PostgreSQL: what a write of counted visits costs besides the posts' rows. A statement of
// 200 posts' visits took 134-221 ms, of which the tags' counts (0005, a trigger run for each
// post, two updates of its tags each) 30-110 ms and the vocabulary (0014, a statement
// trigger that compares every old row with every new one to find changed texts) 15-40 ms.
// Now the tags' counts follow a statement's posts in one update of the tags they touch, and
// the vocabulary follows a post only when its text or language changes, as a trigger for
// each such post that counting visits never fires. Both stand aside during a bulk write as
// before. SQLite's triggers, run in-process for each row, stay as they are.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { createPostgresTrigger } from './0005-blog-tag-visits';
import {
  APPLY_STEPS,
  STAND_ASIDE_FOR_RECOUNT,
  createVocabularyTrigger,
} from './0014-blog-search-words';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

const standAside = (setting: string) =>
  sql`if current_setting(${sql.lit(setting)}, true) = 'recount' then
        return null;
      end if;`;

/**
 * Adds to each tag, in each language, the visits of the posts `changed` gives (id, lang,
 * visits with their sign), through the posts' links.
 */
export const addToTags = (changed: ReturnType<typeof sql>) => sql`
      update blog_tags set visits = blog_tags.visits + steps.step
        from (select blog_post_tags.tag_id, changed.lang, sum(changed.step) as step
                from (${changed}) as changed
                join blog_post_tags on blog_post_tags.post_id = changed.id
               group by blog_post_tags.tag_id, changed.lang
              having sum(changed.step) <> 0) as steps
       where blog_tags.id = steps.tag_id and blog_tags.lang = steps.lang;
      return null;`;

/** One statement trigger per event: a trigger with transition tables takes one event. */
const TAG_TRIGGERS = {
  blog_tags_visits_posts_insert: {
    event: sql`insert`,
    tables: sql`new table as new_rows`,
    body: addToTags(sql`select id, lang, visited as step from new_rows`),
  },
  blog_tags_visits_posts_delete: {
    event: sql`delete`,
    tables: sql`old table as old_rows`,
    body: addToTags(sql`select id, lang, -visited as step from old_rows`),
  },
  blog_tags_visits_posts_update: {
    event: sql`update`,
    tables: sql`old table as old_rows new table as new_rows`,
    body: addToTags(sql`select id, lang, visited as step from new_rows
      union all select id, lang, -visited as step from old_rows`),
  },
};

/** The words of one post version (`new` or `old`), each with its step. */
const wordsOfRow = (row: 'new' | 'old', step: 1 | -1) =>
  sql`select ${sql.raw(row)}.lang as lang, word, ${sql.lit(step)} as step
        from unnest(blog_search_words(${sql.raw(row)}.search_text)) as word where word <> ''`;

const VOCABULARY_ROW_UPDATE = 'blog_search_vocabulary_row_update';

export async function up(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  await dropTrigger(db, 'blog_tags_visits_from_post');
  await createPostTagTriggers(db);
  await dropTrigger(db, 'blog_search_vocabulary_update');
  await sql`create function ${sql.id(VOCABULARY_ROW_UPDATE)}() returns trigger
    language plpgsql as $$
      declare langs text[]; words text[]; counts integer[];
      begin
        ${STAND_ASIDE_FOR_RECOUNT}
        ${APPLY_STEPS(sql`${wordsOfRow('new', 1)} union all ${wordsOfRow('old', -1)}`)}
      end $$`.execute(db);
  await sql`create trigger ${sql.id(VOCABULARY_ROW_UPDATE)}
    after update of search_text, lang on blog_posts for each row
    when (old.search_text is distinct from new.search_text or old.lang is distinct from new.lang)
    execute function ${sql.id(VOCABULARY_ROW_UPDATE)}()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!onPostgres(db)) return;
  for (const name of [...Object.keys(TAG_TRIGGERS), VOCABULARY_ROW_UPDATE]) {
    await dropTrigger(db, name);
  }
  await createPostgresTrigger(db, 'blog_tags_visits_from_post');
  await createVocabularyTrigger(db, 'blog_search_vocabulary_update');
}

/** The statement triggers of the tags' visits on the posts, as this migration makes them. */
export async function createPostTagTriggers(db: AnyDb): Promise<void> {
  for (const [name, { event, tables, body }] of Object.entries(TAG_TRIGGERS)) {
    await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
      begin
        ${standAside('parvaz.tag_visits')}
        ${body}
      end $$`.execute(db);
    await sql`create trigger ${sql.id(name)} after ${event} on blog_posts
      referencing ${tables} for each statement execute function ${sql.id(name)}()`.execute(db);
  }
}

async function dropTrigger(db: AnyDb, name: string): Promise<void> {
  await sql`drop trigger ${sql.id(name)} on blog_posts`.execute(db);
  await sql`drop function ${sql.id(name)}()`.execute(db);
}
