// Two revisions of one language of a custom page, field by field.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const pageComparisonQuery = (id: number, from: number, to: number) =>
  queryOptions({
    queryKey: ['pages', 'revisions', id, 'compare', { from, to }],
    queryFn: () => studioCall('comparePageRevisions', { params: { id }, query: { from, to } }),
  });

export const usePageComparison = (id: number, [from, to]: [number, number]) =>
  useQuery(pageComparisonQuery(id, from, to));
