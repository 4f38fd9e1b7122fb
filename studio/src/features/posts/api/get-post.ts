// A post in every language with its version; the editor's writes name that version.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PostEditor } from '@contract/studio/posts';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: ['posts', 'detail', id],
    queryFn: () => studioCall('post', { params: { id } }),
    // Refreshing under the editor's hands would move their base version; writes answer
    // the new version anyway.
    refetchOnWindowFocus: false,
    // A lost connection after the first read keeps the screen (its edits are on the device).
    throwOnError: (_error, query) => query.state.data === undefined,
  });

export const usePost = (id: number) => useQuery(postQuery(id));

/** A write's answer is the post's new version: it replaces the cached one. */
export function rememberPost(post: PostEditor): void {
  queryClient.setQueryData(postQuery(post.id).queryKey, post);
  void queryClient.invalidateQueries({ queryKey: ['posts', 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['posts', 'revisions', post.id] });
}
