// One submission in the list: sender, excerpt, status, assignee, read or not, and when.
// The active row (moved with j/k) is marked and its link holds the focus.
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import type { inboxListItem } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { formatTime } from '@studio/shared/ui/format-time';
import { textDirection } from './text-direction';

type Row = z.infer<typeof inboxListItem>;

interface InboxRowProps {
  row: Row;
  href: string;
  active: boolean;
  onFocus(): void;
}

export function InboxRow({ row, href, active, onFocus }: InboxRowProps) {
  const { t, language } = useLocale();
  return (
    <tr
      aria-current={active ? 'true' : undefined}
      className={active ? 'bg-badge-neutral' : undefined}
    >
      <th scope="row" className={row.read ? 'font-normal' : 'font-bold'}>
        <Link
          className="link"
          to={href}
          data-row-link
          aria-keyshortcuts="j k Enter m"
          onFocus={onFocus}
          dir="auto"
        >
          {row.senderName || row.senderEmail}
        </Link>
        <div className="text-sm">
          <bdi dir="ltr">{row.senderEmail}</bdi>
        </div>
      </th>
      <td lang={row.lang} dir={textDirection(row.lang)} className="max-w-80">
        {row.excerpt}
      </td>
      <td>{t.inbox.statuses[row.status]}</td>
      <td>{row.assignee?.name ?? t.inbox.nobody}</td>
      <td>
        {row.read ? t.inbox.read : <span className="badge-outdated">{t.inbox.notRead}</span>}
        {row.hasFile && <div className="text-sm">{t.inbox.withFile}</div>}
      </td>
      <td>{formatTime(row.createdAt, language)}</td>
    </tr>
  );
}
