// A submission's file is opened through a short-lived signed address: its box, id and end
// signed with HMAC-SHA256 under a key of its own, so an address cannot be guessed, altered
// or used after its end, and it opens only for a signed-in reviewer besides.
import { STUDIO_PREFIX } from '@contract/studio/endpoints';
import type { InboxBox } from '@contract/studio/inbox';
import type { Db } from '../../../db/database';
import { signatureHolds, signatureOf, signingKey } from '../signing-keys';

export const FILE_LINK_MS = 5 * 60_000;
const KEY_NAME = 'submission-files';

const claim = (box: InboxBox, id: number, expires: number) => `${box}/${id}/${expires}`;

export async function fileAddress(db: Db, box: InboxBox, id: number, now = Date.now()) {
  const expires = now + FILE_LINK_MS;
  const signature = signatureOf(await signingKey(db, KEY_NAME), claim(box, id, expires));
  return {
    address: `${STUDIO_PREFIX}/inbox/${box}/${id}/file?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires).toISOString(),
  };
}

/** `valid`, `expired` (the signature holds but the time is past) or `invalid`. */
export async function checkFileLink(
  db: Db,
  box: InboxBox,
  id: number,
  expires: number,
  signature: string,
): Promise<'valid' | 'expired' | 'invalid'> {
  const expected = signatureOf(await signingKey(db, KEY_NAME), claim(box, id, expires));
  if (!signatureHolds(expected, signature)) return 'invalid';
  return Date.now() > expires ? 'expired' : 'valid';
}
