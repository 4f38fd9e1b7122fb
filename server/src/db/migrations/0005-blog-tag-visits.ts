// Each tag keeps how often its posts were read in its language (`blog_tags.visits`), so the
// tag list by visits reads a few rows instead of summing every post's visits at each request
// (265 ms at 66,000 posts a language, again after every flush of the visit counts).
// Triggers keep it true for every writer: a post's visits, a post, a link or a tag coming or
// going. A post's contribution to a tag is added by whichever of the three (post, link, tag)
// is written last and removed with the first of them to go, so the order of a load's inserts
// and deletes does not matter.
//
// On PostgreSQL a row updated again and again inside one transaction keeps a version each
// time, and each update walks past the ones before it: a load's hundreds of thousands of
// links, each adding to the same few tags, would take quadratic time. A bulk write there
// sets `parvaz.tag_visits` to `recount` for its transaction; the triggers then stand aside
// and the writer counts every tag once at the end (see modules/blog/tag-visits.ts).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A tag just written or renumbered (`new`) gets the sum of its posts' visits. */
const RECOUNT_NEW_TAG = sql`update blog_tags set visits = (select coalesce(sum(blog_posts.visited), 0)
      from blog_post_tags join blog_posts
        on blog_posts.id = blog_post_tags.post_id and blog_posts.lang = new.lang
      where blog_post_tags.tag_id = new.id)
     where id = new.id and lang = new.lang;`;

const SQLITE_TRIGGERS = {
  blog_tags_visits_post_insert: sql`after insert on blog_posts begin
    update blog_tags set visits = visits + new.visited
     where lang = new.lang and id in (select tag_id from blog_post_tags where post_id = new.id);
  end`,
  blog_tags_visits_post_delete: sql`after delete on blog_posts begin
    update blog_tags set visits = visits - old.visited
     where lang = old.lang and id in (select tag_id from blog_post_tags where post_id = old.id);
  end`,
  blog_tags_visits_post_update: sql`after update of visited, id, lang on blog_posts begin
    update blog_tags set visits = visits - old.visited
     where lang = old.lang and id in (select tag_id from blog_post_tags where post_id = old.id);
    update blog_tags set visits = visits + new.visited
     where lang = new.lang and id in (select tag_id from blog_post_tags where post_id = new.id);
  end`,
  blog_tags_visits_link_insert: sql`after insert on blog_post_tags begin
    update blog_tags set visits = visits + coalesce((select visited from blog_posts
      where blog_posts.id = new.post_id and blog_posts.lang = blog_tags.lang), 0)
     where id = new.tag_id;
  end`,
  blog_tags_visits_link_delete: sql`after delete on blog_post_tags begin
    update blog_tags set visits = visits - coalesce((select visited from blog_posts
      where blog_posts.id = old.post_id and blog_posts.lang = blog_tags.lang), 0)
     where id = old.tag_id;
  end`,
  blog_tags_visits_link_update: sql`after update of post_id, tag_id on blog_post_tags begin
    update blog_tags set visits = visits - coalesce((select visited from blog_posts
      where blog_posts.id = old.post_id and blog_posts.lang = blog_tags.lang), 0)
     where id = old.tag_id;
    update blog_tags set visits = visits + coalesce((select visited from blog_posts
      where blog_posts.id = new.post_id and blog_posts.lang = blog_tags.lang), 0)
     where id = new.tag_id;
  end`,
  // Setting only `visits` here does not fire this trigger again.
  blog_tags_visits_tag_write: sql`after insert on blog_tags begin ${RECOUNT_NEW_TAG} end`,
  blog_tags_visits_tag_rekey: sql`after update of id, lang on blog_tags begin ${RECOUNT_NEW_TAG} end`,
};

/** The PostgreSQL functions' first step: nothing while a bulk write recounts at its end. */
export const STAND_ASIDE_FOR_RECOUNT = sql`if current_setting('parvaz.tag_visits', true) = 'recount' then
        return null;
      end if;`;

/**
 * The PostgreSQL function of a link written, removed or changed: its tag loses the visits of
 * the `old` link's post and gains the `new` one's, as `visitsOf` reads them in the tag's
 * language.
 */
export const linkFunctionBody = (visitsOf: (row: 'old' | 'new') => ReturnType<typeof sql>) =>
  sql`begin
      ${STAND_ASIDE_FOR_RECOUNT}
      if tg_op in ('UPDATE', 'DELETE') then
        update blog_tags set visits = visits - ${visitsOf('old')} where id = old.tag_id;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update blog_tags set visits = visits + ${visitsOf('new')} where id = new.tag_id;
      end if;
      return null;
    end`;

/** One function per table on PostgreSQL, for the same events as SQLite's triggers. */
const POSTGRES_FUNCTIONS = {
  blog_tags_visits_from_post: {
    table: 'blog_posts',
    events: sql`insert or delete or update of visited, id, lang`,
    body: sql`begin
      ${STAND_ASIDE_FOR_RECOUNT}
      if tg_op in ('UPDATE', 'DELETE') then
        update blog_tags set visits = visits - old.visited
         where lang = old.lang and id in (select tag_id from blog_post_tags where post_id = old.id);
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        update blog_tags set visits = visits + new.visited
         where lang = new.lang and id in (select tag_id from blog_post_tags where post_id = new.id);
      end if;
      return null;
    end`,
  },
  blog_tags_visits_from_link: {
    table: 'blog_post_tags',
    events: sql`insert or delete or update of post_id, tag_id`,
    body: linkFunctionBody(
      (row) => sql`coalesce((select visited from blog_posts
          where blog_posts.id = ${sql.raw(row)}.post_id and blog_posts.lang = blog_tags.lang), 0)`,
    ),
  },
  blog_tags_visits_from_tag: {
    table: 'blog_tags',
    events: sql`insert or update of id, lang`,
    body: sql`begin
      ${STAND_ASIDE_FOR_RECOUNT}
      ${RECOUNT_NEW_TAG}
      return null;
    end`,
  },
};

export type PostgresTrigger = keyof typeof POSTGRES_FUNCTIONS;

/** One of the PostgreSQL functions and its trigger, as this migration makes them. */
export async function createPostgresTrigger(db: AnyDb, name: PostgresTrigger): Promise<void> {
  const { table, events, body } = POSTGRES_FUNCTIONS[name];
  await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$ ${body} $$`.execute(
    db,
  );
  await sql`create trigger ${sql.id(name)} after ${events} on ${sql.id(table)}
    for each row execute function ${sql.id(name)}()`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('blog_tags')
    .addColumn('visits', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update blog_tags set visits = (select coalesce(sum(blog_posts.visited), 0)
      from blog_post_tags join blog_posts
        on blog_posts.id = blog_post_tags.post_id and blog_posts.lang = blog_tags.lang
      where blog_post_tags.tag_id = blog_tags.id)`.execute(db);
  if (onPostgres(db)) {
    for (const name of Object.keys(POSTGRES_FUNCTIONS) as PostgresTrigger[]) {
      await createPostgresTrigger(db, name);
    }
    return;
  }
  await createSqliteTriggers(db);
}

/** SQLite's triggers as this migration makes them. */
export async function createSqliteTriggers(db: AnyDb): Promise<void> {
  for (const [name, definition] of Object.entries(SQLITE_TRIGGERS))
    await sql`create trigger ${sql.id(name)} ${definition}`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (onPostgres(db)) {
    for (const [name, { table }] of Object.entries(POSTGRES_FUNCTIONS)) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.id(table)}`.execute(db);
      await sql`drop function if exists ${sql.id(name)}()`.execute(db);
    }
  } else {
    for (const name of Object.keys(SQLITE_TRIGGERS))
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
  }
  await db.schema.alterTable('blog_tags').dropColumn('visits').execute();
}
