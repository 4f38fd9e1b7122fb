// Deleting submissions: the rows, their notes and history, and the mails queued about them
// (which carry the sender's address and words) in one transaction, then their files (a file
// is never left answering for a row that is gone; a file left by a crash in between names no
// row and is removed by the next sweep of the uploads folder's orphans).
import path from 'node:path';
import { sql } from 'kysely';
import type { InboxBox } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import type { Storage } from '../../../storage/storage';
import { TABLES } from './inbox-rows';

/** The mail queue's name for the submissions of each box. */
const MAIL_SOURCE = { messages: 'contact', applications: 'application' } as const;

export async function deleteSubmissions(
  db: Db,
  uploads: Storage,
  box: InboxBox,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const files: string[] = [];
  await db.transaction().execute(async (trx) => {
    if (box === 'applications') {
      const rows = await trx
        .selectFrom('form_submissions')
        .select('file_path')
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) if (row.file_path) files.push(row.file_path);
    }
    for (const table of ['submission_notes', 'submission_events'] as const)
      await trx
        .deleteFrom(table)
        .where('box', '=', box)
        .where('submission_id', 'in', ids)
        .execute();
    await trx
      .deleteFrom('mail_queue')
      .where('source', '=', MAIL_SOURCE[box])
      .where('source_id', 'in', ids)
      .execute();
    await trx
      .deleteFrom(TABLES[box] as 'contact_messages')
      .where('id', 'in', ids)
      .execute();
  });
  for (const file of files) await uploads.delete(path.basename(file));
  return ids.length;
}

/** Everything the sender at `email` sent, in both boxes, and every mail queued to them. */
export async function eraseSender(db: Db, uploads: Storage, email: string) {
  const idsOf = async (box: InboxBox) =>
    (
      await db
        .selectFrom(TABLES[box] as 'contact_messages')
        .select('id')
        .where('sender_email', '=', email)
        .execute()
    ).map((row) => row.id);
  const [messages, applications] = await Promise.all([idsOf('messages'), idsOf('applications')]);
  const erased = {
    messages: await deleteSubmissions(db, uploads, 'messages', messages),
    applications: await deleteSubmissions(db, uploads, 'applications', applications),
  };
  // Acknowledgements of what they sent under another address, or of rows already gone.
  await db
    .deleteFrom('mail_queue')
    .where(sql<string>`lower(recipient)`, '=', email.toLowerCase())
    .execute();
  return erased;
}
