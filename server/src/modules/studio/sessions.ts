// Sessions live in the database, so every instance of the service knows each one: the
// cookie carries a 256-bit secret, the table its digest, the account's role is read with
// it on every request (a role changed takes effect at once), and a session ends when it
// has been idle too long, at its absolute end, or when its account signs out, changes its
// password or is changed by the owner.
import type { Selectable } from 'kysely';
import type { SessionSummary } from '@contract/studio/accounts';
import type { StudioConfig } from '../../config';
import type { Db } from '../../db/database';
import type { StudioAccountsTable } from '../../db/schema';
import { digest, newSecret } from './secrets';

export type AccountRow = Selectable<StudioAccountsTable>;

export interface LiveSession {
  secretHash: string;
  publicId: string;
  csrfToken: string;
  account: AccountRow;
}

/** Activity is written at most this often: a read of every request, a write a minute. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionOrigin {
  userAgent: string;
  address: string;
}

export async function startSession(
  db: Db,
  config: StudioConfig,
  accountId: number,
  origin: SessionOrigin,
): Promise<{ secret: string; csrfToken: string }> {
  const secret = newSecret();
  const csrfToken = newSecret();
  const now = Date.now();
  await db
    .insertInto('studio_sessions')
    .values({
      secret_hash: digest(secret),
      public_id: newSecret(12),
      account_id: accountId,
      csrf_token: csrfToken,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + config.absoluteMs).toISOString(),
      user_agent: origin.userAgent.slice(0, 300),
      address: origin.address,
    })
    .execute();
  return { secret, csrfToken };
}

/** The live session a cookie's secret opens, or null (unknown, idle too long, ended, suspended). */
export async function readSession(
  db: Db,
  config: StudioConfig,
  secret: string,
): Promise<LiveSession | null> {
  const secretHash = digest(secret);
  const row = await db
    .selectFrom('studio_sessions')
    .innerJoin('studio_accounts', 'studio_accounts.id', 'studio_sessions.account_id')
    .selectAll('studio_accounts')
    .select([
      'studio_sessions.public_id',
      'studio_sessions.csrf_token',
      'studio_sessions.last_seen_at',
      'studio_sessions.expires_at',
    ])
    .where('studio_sessions.secret_hash', '=', secretHash)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const lastSeen = Date.parse(row.last_seen_at);
  if (row.suspended || now >= Date.parse(row.expires_at) || now - lastSeen >= config.idleMs) {
    await endSession(db, secretHash);
    return null;
  }
  if (now - lastSeen >= TOUCH_EVERY_MS) {
    await db
      .updateTable('studio_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('secret_hash', '=', secretHash)
      .execute();
  }
  const { public_id, csrf_token, last_seen_at: _seen, expires_at: _expires, ...account } = row;
  return { secretHash, publicId: public_id, csrfToken: csrf_token, account };
}

export async function endSession(db: Db, secretHash: string): Promise<void> {
  await db.deleteFrom('studio_sessions').where('secret_hash', '=', secretHash).execute();
}

/** Ends an account's sessions, all of them or all but the one kept. */
export async function endAccountSessions(
  db: Db,
  accountId: number,
  keep?: string,
): Promise<number> {
  let query = db.deleteFrom('studio_sessions').where('account_id', '=', accountId);
  if (keep) query = query.where('secret_hash', '<>', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session by the id its account sees; false when the account has none so named. */
export async function endSessionById(
  db: Db,
  accountId: number,
  publicId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('studio_sessions')
    .where('account_id', '=', accountId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listSessions(
  db: Db,
  config: StudioConfig,
  accountId: number,
  current?: string,
): Promise<SessionSummary[]> {
  const idleSince = new Date(Date.now() - config.idleMs).toISOString();
  const rows = await db
    .selectFrom('studio_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('expires_at', '>', new Date().toISOString())
    .where('last_seen_at', '>', idleSince)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.public_id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    userAgent: row.user_agent,
    address: row.address,
    current: row.secret_hash === current,
  }));
}
