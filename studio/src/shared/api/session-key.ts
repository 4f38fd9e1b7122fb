// Where the signed-in account and its CSRF token live in the query cache: `null` when no
// one is signed in.
import type { SignedIn } from '@contract/studio/accounts';

export const SESSION_KEY = ['session'] as const;

export type SessionState = SignedIn | null;
