// What the studio keeps beside the published content: an item's working copy per language
// (its draft), the revision each field last changed in and the source revision each
// translated field was made from, and every save as a revision. The published rows stay
// where the public API reads them (blog_posts and the rest).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const autoId = (db: AnyDb) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('studio_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('source_lang', 'text', (c) => c.notNull())
    .addColumn('shared', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_items_pk', ['kind', 'id'])
    .execute();

  await db.schema
    .createTable('studio_item_languages')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('field_revisions', 'text', (c) => c.notNull())
    .addColumn('translated_from', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_item_languages_pk', ['kind', 'id', 'lang'])
    .execute();

  await db.schema
    .createTable('studio_revisions')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('author', 'text')
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('studio_revisions_by_item')
    .on('studio_revisions')
    .columns(['kind', 'item_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['studio_revisions', 'studio_item_languages', 'studio_items'])
    await db.schema.dropTable(table).execute();
}
