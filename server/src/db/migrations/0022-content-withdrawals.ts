// Items withdrawn from visitors, in order, so that visitors' service workers can drop their
// offline copies (contract/content-withdrawals.ts).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const autoId = (db: AnyDb) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_withdrawals')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_withdrawals').execute();
}
