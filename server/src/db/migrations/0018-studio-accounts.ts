// The studio's accounts, sessions, sign-in failures, one-time setup tokens and audit log,
// in the database from the start so that several instances of the service share them:
// a session begun on one is known to all, and a throttle counts every instance's failures.
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const autoId = (db: AnyDb) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('studio_accounts')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // The cookie's secret is kept only as its SHA-256: a copy of the table opens no session.
  await db.schema
    .createTable('studio_sessions')
    .addColumn('secret_hash', 'text', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('studio_accounts.id').onDelete('cascade'),
    )
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('studio_sessions_by_account')
    .on('studio_sessions')
    .column('account_id')
    .execute();

  // One row per failed sign-in, under two keys (the e-mail given, the address it came
  // from); the throttle counts the rows of the last window.
  await db.schema
    .createTable('studio_sign_in_failures')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('studio_sign_in_failures_by_key')
    .on('studio_sign_in_failures')
    .columns(['key', 'failed_at'])
    .execute();

  await db.schema
    .createTable('studio_setup_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('studio_audit')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor', 'text')
    .addColumn('subject', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'studio_audit',
    'studio_setup_tokens',
    'studio_sign_in_failures',
    'studio_sessions',
    'studio_accounts',
  ])
    await db.schema.dropTable(table).execute();
}
