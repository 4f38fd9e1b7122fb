// After a write to one submission: its new state is the write's answer; the lists and the
// counts it appears in are read again.
import type { InboxItem } from '@contract/studio/inbox';
import { queryClient } from '@studio/shared/api/query-client';
import { inboxCountsQuery } from './get-inbox-counts';
import { inboxListsKey } from './get-inbox';
import { inboxItemQuery } from './get-inbox-item';

export function itemChanged(item?: InboxItem): Promise<void> {
  if (item) queryClient.setQueryData(inboxItemQuery(item.box, item.id).queryKey, item);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: inboxListsKey }),
    queryClient.invalidateQueries({ queryKey: inboxCountsQuery.queryKey }),
  ]).then(() => undefined);
}
