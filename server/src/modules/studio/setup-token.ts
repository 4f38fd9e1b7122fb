// The owner's account is made once, through an address with a one-time token the service
// prints at start while no account exists (or `npm run studio:user` from a shell). The
// token is kept as its digest, in the database, so any instance accepts it; it works for a
// day and once.
import type { Db } from '../../db/database';
import { digest, newSecret } from './secrets';

const SETUP_TOKEN_MS = 24 * 3_600_000;

export async function hasAccounts(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('studio_accounts').select('id').limit(1).executeTakeFirst()) !== undefined
  );
}

/** A new setup token, or null when the studio has its owner already. */
export async function issueSetupToken(db: Db): Promise<string | null> {
  if (await hasAccounts(db)) return null;
  const token = newSecret();
  await db
    .insertInto('studio_setup_tokens')
    .values({
      token_hash: digest(token),
      expires_at: new Date(Date.now() + SETUP_TOKEN_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The address the setup token opens, under the studio. */
export const setupAddress = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/studio/setup#token=${token}`;

/** Uses the token up (in the caller's transaction); false when it is unknown or expired. */
export async function useSetupToken(db: Db, token: string): Promise<boolean> {
  const result = await db
    .deleteFrom('studio_setup_tokens')
    .where('token_hash', '=', digest(token))
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
