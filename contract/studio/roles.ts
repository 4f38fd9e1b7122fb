// Who may do what in the studio. Every endpoint names who may call it (endpoints.ts); the
// service checks it on every request, and a test walks every endpoint with every role.

/** owner: accounts, settings, everything; editor: content and media; reviewer: submissions. */
export const STUDIO_ROLES = ['owner', 'editor', 'reviewer'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/**
 * `public`: anyone, signed in or not (sign-in, the one-time setup); `signedIn`: any account
 * with a live session; a list: only those roles.
 */
export type StudioAccess = 'public' | 'signedIn' | readonly StudioRole[];

export function mayCall(access: StudioAccess, role: StudioRole | null): boolean {
  if (access === 'public') return true;
  if (role === null) return false;
  return access === 'signedIn' || access.includes(role);
}

/** The studio's own languages, chosen per account. */
export const STUDIO_LANGUAGES = ['fa', 'en'] as const;
export type StudioLanguage = (typeof STUDIO_LANGUAGES)[number];
