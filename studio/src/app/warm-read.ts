// A route's loader that starts its screen's first read while the screen's code is still
// on the way, when the signed-in account may make that read. On the studio's very first
// load the session is not known yet, and the screen reads for itself.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { mayCall } from '@contract/studio/roles';
import { queryClient } from '@studio/shared/api/query-client';
import { SESSION_KEY } from '@studio/shared/api/session-key';
import type { SessionState } from '@studio/shared/api/session-key';

export function warmRead(
  endpoint: StudioEndpointName,
  prefetch: (args: LoaderFunctionArgs) => Promise<void>,
) {
  return (args: LoaderFunctionArgs) => {
    const role = queryClient.getQueryData<SessionState>(SESSION_KEY)?.account.role ?? null;
    if (mayCall(STUDIO_ENDPOINTS[endpoint].access, role)) void prefetch(args);
    return null;
  };
}
