// A custom page's revisions, newest first: who, when, which language, which fields.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const pageRevisionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['pages', 'revisions', id],
    queryFn: () => studioCall('pageRevisions', { params: { id } }),
  });

export const usePageRevisions = (id: number) => useQuery(pageRevisionsQuery(id));
