// A fixed page's texts in every language with its version; the editor's writes name that
// version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectionPage, SectionPageEditor } from '@contract/studio/sections';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const sectionPageQuery = (policy: SectionPage) =>
  queryOptions({
    queryKey: ['section-pages', 'detail', policy],
    queryFn: () => studioCall('sectionPage', { params: { policy } }),
    // Refreshing under the editor's hands would move their base version; writes answer
    // the new version anyway.
    refetchOnWindowFocus: false,
    // A lost connection after the first read keeps the screen (its edits are on the device).
    throwOnError: (_error, query) => query.state.data === undefined,
  });

export const useSectionPage = (policy: SectionPage) => useQuery(sectionPageQuery(policy));

/** A write's answer is the page's new version: it replaces the cached one. */
export function rememberSectionPage(page: SectionPageEditor): void {
  queryClient.setQueryData(sectionPageQuery(page.policy).queryKey, page);
  void queryClient.invalidateQueries({ queryKey: ['section-pages', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['section-pages', 'revisions', page.policy] });
}
