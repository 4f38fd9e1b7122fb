// The groups and tags a post may carry; they change rarely, so they are read once a visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const postLabelsQuery = queryOptions({
  queryKey: ['posts', 'labels'],
  queryFn: () => studioCall('postLabels'),
  staleTime: Infinity,
  // Worded in its section: the editor works without them (offline too).
  throwOnError: false,
});

export const usePostLabels = () => useQuery(postLabelsQuery);
