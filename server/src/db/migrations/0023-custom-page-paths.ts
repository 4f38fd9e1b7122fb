// The addresses custom pages had before: a visitor arriving at one is sent to the page's
// address now (a changed address keeps the old one working).
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('custom_page_paths')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_page_paths_by_page')
    .on('custom_page_paths')
    .column('page_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('custom_page_paths').execute();
}
