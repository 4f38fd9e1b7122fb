// A fixed page's revisions, newest first: who, when, which language, which texts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionPage } from '@contract/studio/sections';
import { studioCall } from '@studio/shared/api/studio-call';

export const sectionPageRevisionsQuery = (policy: SectionPage) =>
  queryOptions({
    queryKey: ['section-pages', 'revisions', policy],
    queryFn: () => studioCall('sectionPageRevisions', { params: { policy } }),
  });

export const useSectionPageRevisions = (policy: SectionPage) =>
  useQuery(sectionPageRevisionsQuery(policy));
