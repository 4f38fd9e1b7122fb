// Each box's unread and total submissions: the side list of boxes and the nav's count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const inboxCountsQuery = queryOptions({
  queryKey: ['inbox', 'counts'],
  queryFn: () => studioCall('inboxCounts'),
});

export const useInboxCounts = (options: { enabled?: boolean; throwOnError?: boolean } = {}) =>
  useQuery({ ...inboxCountsQuery, ...options });
