// How long each box keeps submissions before the trash, and in the trash.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const retentionQuery = queryOptions({
  queryKey: ['inbox', 'retention'],
  queryFn: () => studioCall('retention'),
});

export const useRetention = () => useQuery(retentionQuery);
