// Claims one due mail for this instance: a row waiting whose time has come, or one being
// sent whose lease ran out (its instance was killed or stalled). The claim is one UPDATE
// (its own transaction) that picks the row, sets the lease and returns it; on PostgreSQL
// its inner SELECT takes the row FOR UPDATE SKIP LOCKED, so instances claiming at once each
// get another row without waiting; on SQLite the database's single writer runs the
// statement whole, one instance after the other. (An explicit transaction around it would
// add nothing but a lock held across an await.)
import crypto from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  token: string;
  attempts: number;
  claim: string;
}

export async function claimMail(db: Db, leaseMs: number): Promise<ClaimedMail | undefined> {
  const now = new Date();
  const claim = crypto.randomBytes(12).toString('hex');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let due = db
    .selectFrom('mail_queue')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('due_at', '<=', now.toISOString())]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now.toISOString())]),
      ]),
    )
    .orderBy('due_at')
    .orderBy('id')
    .limit(1);
  if (postgres) due = due.forUpdate().skipLocked();
  const row = await db
    .updateTable('mail_queue')
    .set((eb) => ({
      status: 'sending',
      claim,
      lease_until: new Date(now.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returning(['id', 'recipient', 'subject', 'text_body', 'html_body', 'token', 'attempts'])
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id), attempts: Number(row.attempts), claim };
}

/** In how many milliseconds the next mail falls due (or a lease runs out); none waiting: undefined. */
export async function nextDueIn(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => [
      eb.fn.min('due_at').filterWhere('status', '=', 'queued').as('due'),
      eb.fn.min('lease_until').filterWhere('status', '=', 'sending').as('lease'),
    ])
    .executeTakeFirst();
  const times = [row?.due, row?.lease]
    .filter((time): time is string => typeof time === 'string')
    .map((time) => Date.parse(time) - Date.now());
  return times.length === 0 ? undefined : Math.max(0, Math.min(...times));
}
