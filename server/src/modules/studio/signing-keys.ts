// Keys the studio signs short-lived links with (a draft's preview, a submission's file),
// one per use, 256 random bits kept in the database so every instance signs and checks alike.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import { newSecret } from './secrets';

export async function signingKey(db: Db, name: string): Promise<string> {
  await db
    .insertInto('studio_keys')
    .values({ name, value: newSecret() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('studio_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** HMAC-SHA256 of `text` under `key`, base64url. */
export const signatureOf = (key: string, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

/** Whether `given` is the signature expected, compared in constant time. */
export function signatureHolds(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
