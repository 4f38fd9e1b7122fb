// The signed-in account as the service answered after a change, kept in the session.
import type { Account } from '@contract/studio/accounts';
import { queryClient } from '@studio/shared/api/query-client';
import { SESSION_KEY } from '@studio/shared/api/session-key';
import type { SessionState } from '@studio/shared/api/session-key';

export function updateAccountInSession(account: Account): void {
  queryClient.setQueryData<SessionState>(SESSION_KEY, (session) =>
    session ? { ...session, account } : session,
  );
}
