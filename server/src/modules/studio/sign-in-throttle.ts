// Failed sign-ins are counted in the database, per e-mail given (whether an account has it
// or not, so the throttle tells nothing either) and per client address, over a sliding
// window shared by every instance. Past either bound a sign-in is refused before its
// password is checked, until the oldest counted failure leaves the window.
import type { StudioConfig } from '../../config';
import type { Db } from '../../db/database';

export interface ThrottleKeys {
  email: string;
  address: string;
}

const keysOf = ({ email, address }: ThrottleKeys) => ({
  email: `email:${email}`,
  address: `address:${address}`,
});

/** Seconds until a sign-in may be tried again, or 0 when it may now. */
export async function signInWait(
  db: Db,
  config: StudioConfig,
  keys: ThrottleKeys,
): Promise<number> {
  const now = Date.now();
  const since = new Date(now - config.signInWindowMs).toISOString();
  const named = keysOf(keys);
  const rows = await db
    .selectFrom('studio_sign_in_failures')
    .select(['key', 'failed_at'])
    .where('key', 'in', [named.email, named.address])
    .where('failed_at', '>', since)
    .orderBy('failed_at', 'asc')
    .execute();
  let wait = 0;
  for (const [key, bound] of [
    [named.email, config.maxFailuresPerAccount],
    [named.address, config.maxFailuresPerAddress],
  ] as const) {
    const times = rows.filter((row) => row.key === key).map((row) => Date.parse(row.failed_at));
    if (times.length < bound) continue;
    // The window frees a place when the failure `bound` from the newest leaves it.
    const freedAt = times[times.length - bound]! + config.signInWindowMs;
    wait = Math.max(wait, Math.ceil((freedAt - now) / 1000));
  }
  return wait;
}

export async function countFailure(db: Db, config: StudioConfig, keys: ThrottleKeys) {
  const named = keysOf(keys);
  const at = new Date().toISOString();
  await db
    .insertInto('studio_sign_in_failures')
    .values([
      { key: named.email, failed_at: at },
      { key: named.address, failed_at: at },
    ])
    .execute();
  // Rows older than the window count for nothing; they go as new ones come.
  await db
    .deleteFrom('studio_sign_in_failures')
    .where('failed_at', '<', new Date(Date.now() - config.signInWindowMs).toISOString())
    .execute();
}

/** A successful sign-in clears its e-mail's failures (not its address's). */
export async function clearFailures(db: Db, keys: ThrottleKeys) {
  await db.deleteFrom('studio_sign_in_failures').where('key', '=', keysOf(keys).email).execute();
}
