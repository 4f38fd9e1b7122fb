// The audit log: sign-ins and their failures, sessions ended, accounts and roles changed.
// Written in the transaction of what it records where there is one, so neither stands
// without the other.
import type { AUDIT_ACTIONS, AuditEntry } from '@contract/studio/accounts';
import type { Db } from '../../db/database';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  actor: { id: number; email: string } | null;
  subject?: string | null;
  address: string;
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('studio_audit')
    .values({
      at: new Date().toISOString(),
      action: record.action,
      actor_id: record.actor?.id ?? null,
      actor: record.actor?.email ?? null,
      subject: record.subject ?? null,
      address: record.address,
    })
    .execute();
}

export async function listAudit(
  db: Db,
  query: { limit: number; before?: number },
): Promise<AuditEntry[]> {
  let select = db
    .selectFrom('studio_audit')
    .select(['id', 'at', 'action', 'actor', 'subject', 'address'])
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  const rows = await select.execute();
  return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
}
