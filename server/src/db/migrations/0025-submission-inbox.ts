// The studio's inbox of contact messages and applications: each submission's review state
// (status, assignee, read, trashed), who sent it (a name and an e-mail for the list, the
// search and erasure), its folded search text, and for an application the form's fields as
// they were when it was sent; notes and the history of changes beside them; retention per
// form; and schedules several instances share (a run claimed by one at a time).
import type { Kysely } from 'kysely';
import { PostgresAdapter, sql } from 'kysely';
import { normalizeForSearch } from '../../modules/blog/search-text';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const autoId = (db: AnyDb) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`serial` : sql`integer`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function addReviewColumns(db: AnyDb, table: string) {
  for (const [name, type, fallback] of [
    ['status', 'text', "'new'"],
    ['sender_name', 'text', "''"],
    ['sender_email', 'text', "''"],
    ['search_text', 'text', "''"],
  ] as const)
    await db.schema
      .alterTable(table)
      .addColumn(name, type, (c) => c.notNull().defaultTo(sql.raw(fallback)))
      .execute();
  for (const name of ['assignee_id'] as const)
    await db.schema.alterTable(table).addColumn(name, 'integer').execute();
  for (const name of ['read_at', 'trashed_at'] as const)
    await db.schema.alterTable(table).addColumn(name, 'text').execute();
  await db.schema.createIndex(`${table}_by_status`).on(table).columns(['status', 'id']).execute();
  await db.schema.createIndex(`${table}_by_sender`).on(table).column('sender_email').execute();
}

export async function up(db: AnyDb): Promise<void> {
  await addReviewColumns(db, 'contact_messages');
  await addReviewColumns(db, 'form_submissions');
  await db.schema.alterTable('form_submissions').addColumn('form_fields', 'text').execute();
  // Counts per form, status and read mark outside the trash read from the index alone.
  await db.schema
    .createIndex('form_submissions_by_form')
    .on('form_submissions')
    .columns(['custom_form_id', 'trashed_at', 'status', 'read_at'])
    .execute();

  // What was sent before: its sender and search text, as new submissions get them.
  const messages = await db.selectFrom('contact_messages').selectAll().execute();
  for (const row of messages) {
    const name = `${row.first_name} ${row.last_name}`.trim();
    await db
      .updateTable('contact_messages')
      .set({
        sender_name: name,
        sender_email: String(row.email).trim().toLowerCase(),
        search_text: normalizeForSearch(`${name} ${row.email} ${row.phone_number} ${row.message}`),
      })
      .where('id', '=', row.id)
      .execute();
  }
  const applications = await db
    .selectFrom('form_submissions')
    .select(['id', 'submitted_data'])
    .execute();
  for (const row of applications) {
    const values = Object.entries(JSON.parse(row.submitted_data) as Record<string, unknown>)
      .filter(([, value]) => typeof value === 'string')
      .map(([key, value]) => [key, value as string] as const);
    const email = values.find(([, value]) => EMAIL.test(value.trim()))?.[1] ?? '';
    const name = values.find(([key]) => /name/i.test(key))?.[1] ?? values[0]?.[1] ?? '';
    await db
      .updateTable('form_submissions')
      .set({
        sender_name: name.trim(),
        sender_email: email.trim().toLowerCase(),
        search_text: normalizeForSearch(values.map(([, value]) => value).join(' ')),
      })
      .where('id', '=', row.id)
      .execute();
  }

  await db.schema
    .createTable('submission_notes')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('submission_events')
    .addColumn('id', autoId(db), (c) => c.primaryKey())
    .addColumn('box', 'text', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('what', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    .execute();
  for (const table of ['submission_notes', 'submission_events'])
    await db.schema
      .createIndex(`${table}_by_submission`)
      .on(table)
      .columns(['box', 'submission_id'])
      .execute();
  await db.schema
    .createTable('submission_retention')
    .addColumn('box', 'text', (c) => c.primaryKey())
    .addColumn('trash_after_days', 'integer')
    .addColumn('delete_after_days', 'integer')
    .execute();
  await db.schema
    .createTable('service_schedules')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('last_run_at', 'text')
    .execute();
}

const REVIEW_COLUMNS = [
  'status',
  'sender_name',
  'sender_email',
  'search_text',
  'assignee_id',
  'read_at',
  'trashed_at',
] as const;

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'service_schedules',
    'submission_retention',
    'submission_events',
    'submission_notes',
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('form_submissions_by_form').execute();
  for (const table of ['contact_messages', 'form_submissions']) {
    for (const index of [`${table}_by_status`, `${table}_by_sender`])
      await db.schema.dropIndex(index).execute();
    for (const column of REVIEW_COLUMNS)
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema.alterTable('form_submissions').dropColumn('form_fields').execute();
}
