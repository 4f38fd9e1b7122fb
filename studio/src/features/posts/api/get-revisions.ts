// A post's revisions, newest first: who, when, which language, which fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const revisionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['posts', 'revisions', id],
    queryFn: () => studioCall('postRevisions', { params: { id } }),
  });

export const useRevisions = (id: number) => useQuery(revisionsQuery(id));
