// A screen that needs a role: it opens only for the roles its endpoint's entry in the
// contract names, the same table the service checks.
import type { ReactNode } from 'react';
import { STUDIO_ENDPOINTS } from '@contract/studio/endpoints';
import type { StudioEndpointName } from '@contract/studio/endpoints';
import { mayCall } from '@contract/studio/roles';
import { useSession } from '@studio/shared/api/session-query';
import { NotAllowed } from '@studio/shared/ui/not-allowed';

export function useMayCall(endpoint: StudioEndpointName): boolean {
  const role = useSession().data?.account.role ?? null;
  return mayCall(STUDIO_ENDPOINTS[endpoint].access, role);
}

export function RequireAccess({
  endpoint,
  children,
}: {
  endpoint: StudioEndpointName;
  children: ReactNode;
}) {
  return useMayCall(endpoint) ? children : <NotAllowed />;
}
