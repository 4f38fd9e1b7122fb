// A page of a box as a table a keyboard can walk: the shortcuts are said above it (and to
// screen readers, through its description), and the rows answer them.
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { inboxList } from '@contract/studio/inbox';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { inboxItemHref } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { useChangeInboxItem } from './api/change-inbox-item';
import { InboxRow } from './inbox-row';
import { useListKeys } from './use-list-keys';

interface InboxListProps {
  list: z.infer<typeof inboxList>;
  /** The address's search, kept in each item's link (its neighbours, the way back). */
  search: string;
}

export function InboxList({ list, search }: InboxListProps) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const helpId = useId();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState(-1);
  const change = useChangeInboxItem();
  const rows = list.results;
  const hrefOf = useCallback(
    (index: number) => inboxItemHref(rows[index]!.box, rows[index]!.id, search),
    [rows, search],
  );

  const keys = useMemo(
    () => ({
      move(step: 1 | -1) {
        const next = Math.min(rows.length - 1, Math.max(0, active + step));
        table.current?.querySelectorAll<HTMLElement>('[data-row-link]')[next]?.focus();
        setActive(next);
      },
      open() {
        if (rows[active]) void navigate(hrefOf(active));
      },
      toggleRead() {
        const row = rows[active];
        if (!row) return;
        change.mutate(
          { box: row.box, id: row.id, change: { read: !row.read } },
          {
            onSuccess: (item) =>
              notify('success', item.read ? t.inbox.markedRead : t.inbox.markedUnread),
            onError: (error) => notify('error', refusalMessage(t, error)),
          },
        );
      },
    }),
    [active, rows, navigate, hrefOf, change, t],
  );
  useListKeys(keys);

  return (
    <div className="grid gap-2">
      <p id={helpId} className="text-sm text-slate-600">
        <span className="font-bold">{t.inbox.shortcuts}: </span>
        {t.inbox.shortcutsHelp}
      </p>
      <div role="region" aria-label={t.inbox.caption} tabIndex={0} className="overflow-x-auto">
        <table ref={table} className="table" aria-describedby={helpId}>
          <caption className="sr-only">{t.inbox.caption}</caption>
          <thead>
            <tr>
              {[
                t.inbox.sender,
                t.inbox.excerpt,
                t.inbox.status,
                t.inbox.assignee,
                t.inbox.read,
                t.inbox.date,
              ].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <InboxRow
                key={`${row.box}-${row.id}`}
                row={row}
                href={hrefOf(index)}
                active={index === active}
                onFocus={() => setActive(index)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
