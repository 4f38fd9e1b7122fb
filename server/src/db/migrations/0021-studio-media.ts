// The studio's media library: one row per uploaded image or video (its files, named after
// `name`, sit in the media folder), its alt text per language, and which studio items use it.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const autoId = (db: AnyDb) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('studio_media')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .execute();

  await db.schema
    .createTable('studio_media_uses')
    .addColumn('media_id', 'integer', (c) => c.notNull())
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('studio_media_uses_pk', ['media_id', 'item_kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('studio_media_uses_item')
    .on('studio_media_uses')
    .columns(['item_kind', 'item_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('studio_media_uses').execute();
  await db.schema.dropTable('studio_media').execute();
}
