// One submission: its answers, file, notes and history.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxBox } from '@contract/studio/inbox';
import { studioCall } from '@studio/shared/api/studio-call';

export const inboxItemQuery = (box: InboxBox, id: number) =>
  queryOptions({
    queryKey: ['inbox', 'item', { box, id }],
    queryFn: () => studioCall('inboxItem', { params: { box, id } }),
  });

export const useInboxItem = (box: InboxBox, id: number) => useQuery(inboxItemQuery(box, id));
