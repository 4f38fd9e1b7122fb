// Two revisions of one language of a fixed page's texts, text by text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';

export const sectionPageComparisonQuery = (policy: SectionPage, from: number, to: number) =>
  queryOptions({
    queryKey: ['section-pages', 'revisions', policy, 'compare', { from, to }],
    queryFn: () =>
      studioCall('compareSectionPageRevisions', { params: { policy }, query: { from, to } }),
  });

export const useSectionPageComparison = (policy: SectionPage, [from, to]: [number, number]) =>
  useQuery(sectionPageComparisonQuery(policy, from, to));
