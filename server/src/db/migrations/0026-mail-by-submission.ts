// The mails queued about a submission, found by it: they are deleted with it (a retention
// sweep deletes submissions in batches, each batch's mails by their source and id).
import type { Kysely } from 'kysely';

// Migrations are frozen in time, so they must not depend on the current table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('mail_queue_by_submission')
    .on('mail_queue')
    .columns(['source', 'source_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('mail_queue_by_submission').execute();
}
