// A page of a box, newest first, as its filter narrows it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxFilter } from '@contract/studio/inbox';
import { studioCall } from '@studio/shared/api/studio-call';

export const INBOX_PAGE = 25;

/** Every list of every box: what a change to one submission makes stale. */
export const inboxListsKey = ['inbox', 'list'] as const;

export const inboxQuery = (filter: InboxFilter, page: number) =>
  queryOptions({
    queryKey: [...inboxListsKey, { filter, page }],
    queryFn: () =>
      studioCall('inbox', {
        query: { ...filter, limit: INBOX_PAGE, offset: (page - 1) * INBOX_PAGE },
      }),
    placeholderData: keepPreviousData,
  });

export const useInbox = (filter: InboxFilter, page: number) => useQuery(inboxQuery(filter, page));

/** The submissions either side of the one at `position` in the filter (for next/previous). */
export const useInboxAround = (filter: InboxFilter, position: number | null) =>
  useQuery({
    queryKey: [...inboxListsKey, { filter, around: position }],
    queryFn: () =>
      studioCall('inbox', {
        query: { ...filter, limit: 3, offset: Math.max(0, (position ?? 0) - 1) },
      }),
    enabled: position !== null,
    throwOnError: false,
  });
