// The signed-in account's sessions, this device's among them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const ownSessionsQuery = queryOptions({
  queryKey: ['sessions', 'own'],
  queryFn: () => studioCall('ownSessions'),
});

export const useOwnSessions = () => useQuery(ownSessionsQuery);
