// Links to the submissions before and after this one in the list it was opened from (the
// filter in the address): found by its place in that list's page.
import { Link } from 'react-router-dom';
import type { InboxFilter } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { inboxItemHref } from '@studio/shared/paths';
import { INBOX_PAGE, useInbox, useInboxAround } from './api/get-inbox';
import { viewSearch } from './inbox-filter';

interface NeighboursProps {
  filter: InboxFilter;
  page: number;
  id: number;
}

export function ItemNeighbours({ filter, page, id }: NeighboursProps) {
  const { t } = useLocale();
  const list = useInbox(filter, page);
  const index = list.data?.results.findIndex((row) => row.id === id) ?? -1;
  const position = index < 0 ? null : (page - 1) * INBOX_PAGE + index;
  const around = useInboxAround(filter, position).data?.results ?? [];
  if (position === null) return null;
  const previous = position > 0 ? around[0] : undefined;
  const next = around[position > 0 ? 2 : 1];
  const href = (row: { id: number }, at: number) =>
    inboxItemHref(filter.box, row.id, viewSearch(filter, Math.floor(at / INBOX_PAGE) + 1));
  return (
    <nav aria-label={t.inboxItem.neighbours} className="flex flex-wrap justify-between gap-4">
      {previous ? (
        <Link className="link" to={href(previous, position - 1)} rel="prev">
          {t.inboxItem.previous}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link className="link" to={href(next, position + 1)} rel="next">
          {t.inboxItem.next}
        </Link>
      )}
    </nav>
  );
}
