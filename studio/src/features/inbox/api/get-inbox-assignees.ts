// The accounts a submission may be assigned to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const inboxAssigneesQuery = queryOptions({
  queryKey: ['inbox', 'assignees'],
  queryFn: () => studioCall('inboxAssignees'),
});

export const useInboxAssignees = () => useQuery(inboxAssigneesQuery);
