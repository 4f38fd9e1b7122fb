// A preview link names an item (a post, a custom page, a fixed page's texts), a language and
// when it ends, signed with HMAC-SHA256 under a key kept in the database: anyone holding the
// link sees the draft until then (as one would send it to a colleague), and nothing else can
// be named with it.
import type { Db } from '../../../db/database';
import type { ItemKind } from '../items/item-rows';
import { signatureHolds, signatureOf as signature, signingKey } from '../signing-keys';

export const PREVIEW_MS = 30 * 60_000;
const KEY_NAME = 'preview';

export interface PreviewClaim {
  /** Absent in links signed before other kinds had previews: a post. */
  kind?: ItemKind;
  id: number;
  lang: string;
  /** When the link ends, in ms since the epoch. */
  until: number;
}

const previewKey = (db: Db) => signingKey(db, KEY_NAME);

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
  if (!signatureHolds(signature(await previewKey(db), encoded), signed)) return 'invalid';
  let claim: PreviewClaim;
  try {
    claim = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as PreviewClaim;
  } catch {
    return 'invalid';
  }
  if (typeof claim.id !== 'number' || typeof claim.lang !== 'string') return 'invalid';
  if (claim.kind !== undefined && !PREVIEWED.includes(claim.kind)) return 'invalid';
  return Date.now() >= claim.until ? 'expired' : claim;
}

const PREVIEWED: readonly ItemKind[] = ['post', 'page', 'sections'];

/** A link to the item's page with one language's draft, valid for PREVIEW_MS. */
export async function issuePreview(db: Db, kind: ItemKind, id: number, lang: string) {
  const until = Date.now() + PREVIEW_MS;
  const token = await signPreview(db, { kind, id, lang, until });
  return { address: `/studio/preview/${token}`, expiresAt: new Date(until).toISOString() };
}
