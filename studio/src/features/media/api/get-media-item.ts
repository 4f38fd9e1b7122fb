// One item of the media library: its alt texts and where it is used.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '@contract/studio/media';
import { queryClient } from '@studio/shared/api/query-client';
import { studioCall } from '@studio/shared/api/studio-call';

export const mediaItemQuery = (id: number) =>
  queryOptions({
    queryKey: ['media', 'item', id],
    queryFn: () => studioCall('mediaItem', { params: { id } }),
  });

export const useMediaItem = (id: number) => useQuery(mediaItemQuery(id));

/** A write's answer is the item as it is now; the list shows it too. */
export function rememberMediaItem(item: MediaItem): void {
  queryClient.setQueryData(mediaItemQuery(item.id).queryKey, item);
  void queryClient.invalidateQueries({ queryKey: ['media', 'list'] });
}
