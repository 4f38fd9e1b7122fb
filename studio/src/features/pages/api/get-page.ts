// A custom page in every language with its version; the editor's writes name that version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageEditor } from '@contract/studio/custom-pages';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const pageQuery = (id: number) =>
  queryOptions({
    queryKey: ['pages', 'detail', id],
    queryFn: () => studioCall('page', { params: { id } }),
    // Refreshing under the editor's hands would move their base version; writes answer
    // the new version anyway.
    refetchOnWindowFocus: false,
    // A lost connection after the first read keeps the screen (its edits are on the device).
    throwOnError: (_error, query) => query.state.data === undefined,
  });

export const usePage = (id: number) => useQuery(pageQuery(id));

/** A write's answer is the page's new version: it replaces the cached one. */
export function rememberPage(page: PageEditor): void {
  queryClient.setQueryData(pageQuery(page.id).queryKey, page);
  void queryClient.invalidateQueries({ queryKey: ['pages', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['pages', 'revisions', page.id] });
}
