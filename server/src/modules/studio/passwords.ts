// Passwords are kept as Argon2id hashes with OWASP's parameters (19 MiB of memory, two
// passes, one lane: about 50 ms a hash here), in the PHC string form that names them, so
// a later change of parameters still verifies the hashes made before it.
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = {
  // Algorithm.Argon2id, a const enum this build cannot read: its value is 2.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/**
 * A sign-in for an e-mail no account has is checked against this hash all the same, so
 * the answer takes as long as for a wrong password and tells nothing of who exists.
 */
let absentAccountHash: Promise<string> | undefined;

export async function passwordMatches(stored: string | undefined, given: string) {
  const against = stored ?? (await (absentAccountHash ??= hashPassword('no account has this')));
  const matches = await verify(against, given).catch(() => false);
  return stored !== undefined && matches;
}
