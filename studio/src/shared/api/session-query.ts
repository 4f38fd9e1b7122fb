// The signed-in account: read once at start and again when the window comes back into
// focus, so a session ended elsewhere (a password change, the owner) sends this one to
// sign-in. Not signed in is an answer (null), not a failure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedIn } from '@contract/studio/accounts';
import { queryClient } from './query-client';
import { SESSION_KEY } from './session-key';
import type { SessionState } from './session-key';
import { isStudioApiError } from './studio-api-error';
import { studioCall } from './studio-call';

export async function fetchSession(): Promise<SessionState> {
  try {
    return await studioCall('currentSession');
  } catch (error) {
    if (isStudioApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  refetchOnWindowFocus: 'always',
  // Shown by the session guard, which sits above the routes' error elements.
  throwOnError: false,
});

export const useSession = () => useQuery(sessionQuery);

/** After sign-in, setup or a password change: the answer is the new session. */
export function rememberSession(signedIn: SignedIn): void {
  queryClient.setQueryData(SESSION_KEY, signedIn);
}
