// Random secrets and their digests: a cookie's session secret and a setup token are 256
// bits from the system's generator, and only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');
