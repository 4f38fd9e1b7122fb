// A preview link names a post, a language and when it ends, signed with HMAC-SHA256 under
// a key kept in the database: anyone holding the link sees the draft until then (as one
// would send it to a colleague), and nothing else can be named with it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/database';
import { newSecret } from '../secrets';

export const PREVIEW_MS = 30 * 60_000;
const KEY_NAME = 'preview';

export interface PreviewClaim {
  id: number;
  lang: string;
  /** When the link ends, in ms since the epoch. */
  until: number;
}

async function previewKey(db: Db): Promise<string> {
  await db
    .insertInto('studio_keys')
    .values({ name: KEY_NAME, value: newSecret() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('studio_keys')
    .select('value')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}

const signature = (key: string, claim: string) =>
  createHmac('sha256', key).update(claim).digest('base64url');

export async function signPreview(db: Db, claim: PreviewClaim): Promise<string> {
  const encoded = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${encoded}.${signature(await previewKey(db), encoded)}`;
}

/** The claim a token carries when its signature holds; `expired` past its end. */
export async function readPreview(
  db: Db,
  token: string,
): Promise<PreviewClaim | 'invalid' | 'expired'> {
  const [encoded = '', signed = ''] = token.split('.');
  const expected = Buffer.from(signature(await previewKey(db), encoded));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  let claim: PreviewClaim;
  try {
    claim = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as PreviewClaim;
  } catch {
    return 'invalid';
  }
  if (typeof claim.id !== 'number' || typeof claim.lang !== 'string') return 'invalid';
  return Date.now() >= claim.until ? 'expired' : claim;
}
