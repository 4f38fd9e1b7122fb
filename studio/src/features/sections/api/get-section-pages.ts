// The fixed pages whose texts the studio edits (home, about, services), each language's
// state and whether it is published.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const sectionPagesQuery = queryOptions({
  queryKey: ['section-pages', 'list'],
  queryFn: () => studioCall('sectionPages'),
});

export const useSectionPages = () => useQuery(sectionPagesQuery);
