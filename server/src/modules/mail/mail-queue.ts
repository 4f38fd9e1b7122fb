// The mail queue's rows: added in the transaction of the submission they are about, then
// marked sent, or given their next attempt with exponential back-off, or marked failed
// (and kept) after the last attempt. Only the claim that holds a row marks its outcome. A
// row goes with its submission (studio/inbox/removal.ts: deleted, swept by retention, or
// erased with what its sender sent).
import crypto from 'node:crypto';
import type { MailConfig } from '../../config';
import type { Db } from '../../db/database';
import type { MailQueueTable } from '../../db/schema';
import type { ComposedMail, Submission } from './compose-mail';

export interface NewMail {
  kind: MailQueueTable['kind'];
  recipient: string;
  mail: ComposedMail;
}

export async function insertMails(db: Db, submission: Submission, mails: NewMail[]) {
  if (mails.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('mail_queue')
    .values(
      mails.map(({ kind, recipient, mail }) => ({
        kind,
        source: submission.source,
        source_id: submission.id,
        recipient,
        lang: mail.lang,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        token: crypto.randomBytes(12).toString('hex'),
        status: 'queued' as const,
        due_at: now,
        created_at: now,
      })),
    )
    .execute();
}

export async function markSent(db: Db, id: number, claim: string): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ status: 'sent', sent_at: new Date().toISOString(), lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('claim', '=', claim)
    .execute();
}

/** How long after its `attempts`-th failure a mail is tried again: base, 2×base, 4×base … cap. */
export function retryDelay(config: MailConfig, attempts: number): number {
  const doubled = config.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(doubled, config.retryMaxMs);
}

export async function markFailedAttempt(
  db: Db,
  config: MailConfig,
  row: { id: number; claim: string; attempts: number },
  error: unknown,
): Promise<void> {
  const last = row.attempts >= config.maxAttempts;
  await db
    .updateTable('mail_queue')
    .set({
      status: last ? 'failed' : 'queued',
      due_at: new Date(Date.now() + retryDelay(config, row.attempts)).toISOString(),
      lease_until: null,
      last_error: describeError(error),
    })
    .where('id', '=', row.id)
    .where('claim', '=', row.claim)
    .execute();
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
