// The studio's accounts: Kysely only.
import type { Account } from '@contract/studio/accounts';
import type { StudioLanguage, StudioRole } from '@contract/studio/roles';
import type { Db } from '../../db/database';
import type { AccountRow } from './sessions';

export const accountAnswer = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  language: row.language,
  suspended: row.suspended === 1,
  createdAt: row.created_at,
});

export const findAccountByEmail = (db: Db, email: string) =>
  db.selectFrom('studio_accounts').selectAll().where('email', '=', email).executeTakeFirst();

export const findAccount = (db: Db, id: number) =>
  db.selectFrom('studio_accounts').selectAll().where('id', '=', id).executeTakeFirst();

export const listAccounts = (db: Db) =>
  db.selectFrom('studio_accounts').selectAll().orderBy('id').execute();

export interface NewAccount {
  email: string;
  name: string;
  role: StudioRole;
  language: StudioLanguage;
  passwordHash: string;
}

/** The new account, or null when the e-mail is taken. */
export async function insertAccount(db: Db, account: NewAccount): Promise<AccountRow | null> {
  const row = await db
    .insertInto('studio_accounts')
    .values({
      email: account.email,
      name: account.name,
      role: account.role,
      language: account.language,
      password_hash: account.passwordHash,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateAccount(
  db: Db,
  id: number,
  changes: Partial<
    Pick<AccountRow, 'name' | 'language' | 'role' | 'suspended' | 'email' | 'password_hash'>
  >,
): Promise<AccountRow> {
  return db
    .updateTable('studio_accounts')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countOwners(db: Db): Promise<number> {
  const row = await db
    .selectFrom('studio_accounts')
    .select((eb) => eb.fn.countAll<number | string>().as('owners'))
    .where('role', '=', 'owner')
    .where('suspended', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}
