// A post's visits in a table of their own, a narrow row a post and language, instead of a
// column of the post's row. Adding visits rewrote the whole post: at 100,000 posts a language
// on PostgreSQL a new version of the row with an entry in each of its eight indexes (about 60
// in the index of its words, which searches then read past), 72-133 ms for 200 posts, which
// is most of a write of counted visits; on SQLite the row and its index entries, 0.1-0.6 ms a
// post on the service's thread. The visits' own index orders the most read posts.
//
// Every post has its row, made with the post by a trigger for any writer (a loader then sets
// the counts it brings). The tags' visits (0005) follow the visits' rows; a post removed or
// renumbered takes its row along, and the tags follow that too. Triggers do that rather than
// a foreign key: PostgreSQL checks a key with a plan kept from its first check, a scan of the
// posts while they were few, and a load of 10,000 posts a language took 19 s instead of 6.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import {
  STAND_ASIDE_FOR_RECOUNT,
  createPostgresTrigger,
  createSqliteTriggers,
  linkFunctionBody,
} from './0005-blog-tag-visits';
import { replaceTagTriggers } from './0007-blog-tag-recount-by-tag';
import { addToTags, createPostTagTriggers } from './0016-blog-visit-writes';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const onPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A post's visits in the tag's language: 0 for a post not written in it. */
const visitsOf = (postId: 'new.post_id' | 'old.post_id') =>
  sql`coalesce((select visited from blog_post_visits
      where blog_post_visits.post_id = ${sql.raw(postId)}
        and blog_post_visits.lang = blog_tags.lang), 0)`;

/**
 * A tag just written or renumbered (`new`) gets the sum of its posts' visits, read from its
 * links first: SQLite's `cross join` (0007), PostgreSQL's planner by itself.
 */
const recountNewTag = (join: 'join' | 'cross join') =>
  sql`update blog_tags set visits = (select coalesce(sum(blog_post_visits.visited), 0)
      from blog_post_tags ${sql.raw(join)} blog_post_visits
        on blog_post_visits.post_id = blog_post_tags.post_id and blog_post_visits.lang = new.lang
      where blog_post_tags.tag_id = new.id)
     where id = new.id and lang = new.lang;`;

/** The tags of a visits row (`new` or `old`) in its language, given `step` more visits. */
const stepTags = (row: 'new' | 'old', step: ReturnType<typeof sql>) =>
  sql`update blog_tags set visits = visits + ${step}
     where lang = ${sql.raw(row)}.lang
       and id in (select tag_id from blog_post_tags where post_id = ${sql.raw(row)}.post_id);`;

/** The visits of a post renumbered or moved to another language (`old` to `new`). */
const FOLLOW_POST = sql`update blog_post_visits set post_id = new.id, lang = new.lang
     where post_id = old.id and lang = old.lang;`;

const SQLITE_TRIGGERS = {
  blog_post_visits_of_new_post: sql`after insert on blog_posts begin
    insert or ignore into blog_post_visits (post_id, lang) values (new.id, new.lang);
  end`,
  blog_post_visits_of_removed_post: sql`after delete on blog_posts begin
    delete from blog_post_visits where post_id = old.id and lang = old.lang;
  end`,
  blog_post_visits_of_renumbered_post: sql`after update of id, lang on blog_posts begin
    ${FOLLOW_POST}
  end`,
  blog_tags_visits_visits_insert: sql`after insert on blog_post_visits begin
    ${stepTags('new', sql`new.visited`)}
  end`,
  blog_tags_visits_visits_delete: sql`after delete on blog_post_visits begin
    ${stepTags('old', sql`-old.visited`)}
  end`,
  blog_tags_visits_visits_update: sql`after update of visited, post_id, lang on blog_post_visits begin
    ${stepTags('old', sql`-old.visited`)}
    ${stepTags('new', sql`new.visited`)}
  end`,
  blog_tags_visits_link_insert: sql`after insert on blog_post_tags begin
    update blog_tags set visits = visits + ${visitsOf('new.post_id')} where id = new.tag_id;
  end`,
  blog_tags_visits_link_delete: sql`after delete on blog_post_tags begin
    update blog_tags set visits = visits - ${visitsOf('old.post_id')} where id = old.tag_id;
  end`,
  blog_tags_visits_link_update: sql`after update of post_id, tag_id on blog_post_tags begin
    update blog_tags set visits = visits - ${visitsOf('old.post_id')} where id = old.tag_id;
    update blog_tags set visits = visits + ${visitsOf('new.post_id')} where id = new.tag_id;
  end`,
  // Setting only `visits` here does not fire these again.
  blog_tags_visits_tag_write: sql`after insert on blog_tags begin ${recountNewTag('cross join')} end`,
  blog_tags_visits_tag_rekey: sql`after update of id, lang on blog_tags begin ${recountNewTag('cross join')} end`,
};

/** SQLite's triggers of 0005 and 0007 that read `blog_posts.visited`, replaced above. */
const SQLITE_REPLACED = [
  'blog_tags_visits_post_insert',
  'blog_tags_visits_post_delete',
  'blog_tags_visits_post_update',
  'blog_tags_visits_link_insert',
  'blog_tags_visits_link_delete',
  'blog_tags_visits_link_update',
  'blog_tags_visits_tag_write',
  'blog_tags_visits_tag_rekey',
];

/** PostgreSQL: a trigger for each statement where a write may touch many rows at once. */
const POSTGRES_STATEMENT_FUNCTIONS = {
  blog_post_visits_of_new_posts: {
    table: 'blog_posts',
    event: sql`insert`,
    tables: sql`new table as new_rows`,
    // Not standing aside: a bulk write's posts need their rows as any others.
    // `where true`: without it, PostgreSQL reads `on` as a join's.
    body: sql`insert into blog_post_visits (post_id, lang) select id, lang from new_rows where true
        on conflict do nothing;
      return null;`,
  },
  blog_post_visits_of_removed_posts: {
    table: 'blog_posts',
    event: sql`delete`,
    tables: sql`old table as old_rows`,
    body: sql`delete from blog_post_visits using old_rows
       where blog_post_visits.post_id = old_rows.id and blog_post_visits.lang = old_rows.lang;
      return null;`,
  },
  blog_tags_visits_visits_insert: {
    table: 'blog_post_visits',
    event: sql`insert`,
    tables: sql`new table as new_rows`,
    body: sql`${STAND_ASIDE_FOR_RECOUNT}
      ${addToTags(sql`select post_id as id, lang, visited as step from new_rows`)}`,
  },
  blog_tags_visits_visits_delete: {
    table: 'blog_post_visits',
    event: sql`delete`,
    tables: sql`old table as old_rows`,
    body: sql`${STAND_ASIDE_FOR_RECOUNT}
      ${addToTags(sql`select post_id as id, lang, -visited as step from old_rows`)}`,
  },
  blog_tags_visits_visits_update: {
    table: 'blog_post_visits',
    event: sql`update`,
    tables: sql`old table as old_rows new table as new_rows`,
    body: sql`${STAND_ASIDE_FOR_RECOUNT}
      ${addToTags(sql`select post_id as id, lang, visited as step from new_rows
        union all select post_id as id, lang, -visited as step from old_rows`)}`,
  },
};

/**
 * PostgreSQL's row functions: a renumbered post's visits (old and new rows of a statement
 * cannot be paired), and 0005's for links and tags, reading the visits' rows.
 */
const POSTGRES_ROW_FUNCTIONS = {
  blog_post_visits_of_renumbered_post: {
    table: 'blog_posts',
    events: sql`update of id, lang`,
    body: sql`begin
      ${FOLLOW_POST}
      return null;
    end`,
  },
  blog_tags_visits_from_link: {
    table: 'blog_post_tags',
    events: sql`insert or delete or update of post_id, tag_id`,
    body: linkFunctionBody((row) => visitsOf(`${row}.post_id`)),
  },
  blog_tags_visits_from_tag: {
    table: 'blog_tags',
    events: sql`insert or update of id, lang`,
    body: sql`begin
      ${STAND_ASIDE_FOR_RECOUNT}
      ${recountNewTag('join')}
      return null;
    end`,
  },
};

export async function up(db: AnyDb): Promise<void> {
  await sql`create table blog_post_visits (
    post_id integer not null,
    lang text not null,
    visited integer not null default 0,
    constraint blog_post_visits_pk primary key (post_id, lang)
  )`.execute(db);
  await sql`create index blog_post_visits_lang_visited on blog_post_visits (lang, visited, post_id)`.execute(
    db,
  );
  // Before the triggers: the tags hold these visits already.
  await sql`insert into blog_post_visits (post_id, lang, visited)
    select id, lang, visited from blog_posts`.execute(db);
  if (onPostgres(db)) {
    for (const name of ['blog_tags_visits_from_link', 'blog_tags_visits_from_tag']) {
      await dropPostgresTrigger(db, name, name.endsWith('link') ? 'blog_post_tags' : 'blog_tags');
    }
    for (const name of [
      'blog_tags_visits_posts_insert',
      'blog_tags_visits_posts_delete',
      'blog_tags_visits_posts_update',
    ]) {
      await dropPostgresTrigger(db, name, 'blog_posts');
    }
    for (const [name, { table, event, tables, body }] of Object.entries(
      POSTGRES_STATEMENT_FUNCTIONS,
    )) {
      await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$
        begin
          ${body}
        end $$`.execute(db);
      await sql`create trigger ${sql.id(name)} after ${event} on ${sql.id(table)}
        referencing ${tables} for each statement execute function ${sql.id(name)}()`.execute(db);
    }
    for (const [name, { table, events, body }] of Object.entries(POSTGRES_ROW_FUNCTIONS)) {
      await sql`create function ${sql.id(name)}() returns trigger language plpgsql as $$ ${body} $$`.execute(
        db,
      );
      await sql`create trigger ${sql.id(name)} after ${events} on ${sql.id(table)}
        for each row execute function ${sql.id(name)}()`.execute(db);
    }
  } else {
    for (const name of SQLITE_REPLACED) await sql`drop trigger ${sql.id(name)}`.execute(db);
    for (const [name, definition] of Object.entries(SQLITE_TRIGGERS)) {
      await sql`create trigger ${sql.id(name)} ${definition}`.execute(db);
    }
  }
  await db.schema.dropIndex('blog_posts_lang_visited_id').execute();
  await db.schema.alterTable('blog_posts').dropColumn('visited').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('blog_posts')
    .addColumn('visited', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update blog_posts set visited = (select visited from blog_post_visits
      where blog_post_visits.post_id = blog_posts.id and blog_post_visits.lang = blog_posts.lang)`.execute(
    db,
  );
  await db.schema
    .createIndex('blog_posts_lang_visited_id')
    .on('blog_posts')
    .columns(['lang', 'visited', 'id'])
    .execute();
  if (onPostgres(db)) {
    for (const [name, { table }] of Object.entries({
      ...POSTGRES_STATEMENT_FUNCTIONS,
      ...POSTGRES_ROW_FUNCTIONS,
    })) {
      await dropPostgresTrigger(db, name, table);
    }
    await createPostgresTrigger(db, 'blog_tags_visits_from_link');
    await createPostgresTrigger(db, 'blog_tags_visits_from_tag');
    await createPostTagTriggers(db);
  } else {
    for (const name of Object.keys(SQLITE_TRIGGERS)) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await createSqliteTriggers(db);
    await replaceTagTriggers(db, 'cross join');
  }
  await sql`drop table blog_post_visits`.execute(db);
}

async function dropPostgresTrigger(db: AnyDb, name: string, table: string): Promise<void> {
  await sql`drop trigger ${sql.id(name)} on ${sql.id(table)}`.execute(db);
  await sql`drop function ${sql.id(name)}()`.execute(db);
}
