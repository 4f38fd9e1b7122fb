// Whether the studio still waits for its owner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const setupStateQuery = queryOptions({
  queryKey: ['setup', 'state'],
  queryFn: () => studioCall('setupState'),
});

export const useSetupState = () => useQuery(setupStateQuery);
