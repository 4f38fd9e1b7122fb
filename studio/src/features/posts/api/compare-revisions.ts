// Two revisions of one language, field by field.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';

export const comparisonQuery = (id: number, from: number, to: number) =>
  queryOptions({
    queryKey: ['posts', 'revisions', id, 'compare', { from, to }],
    queryFn: () => studioCall('compareRevisions', { params: { id }, query: { from, to } }),
  });

export const useComparison = (id: number, pair: [number, number] | null) =>
  useQuery({ ...comparisonQuery(id, pair?.[0] ?? 0, pair?.[1] ?? 0), enabled: pair !== null });
