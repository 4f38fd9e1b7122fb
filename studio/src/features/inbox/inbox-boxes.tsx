// The boxes beside the list: contact messages and each form's (job's) applications, each
// with its unread count. Choosing a box starts its list afresh (no filter carried over).
import { Link } from 'react-router-dom';
import type { InboxFilter } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { inboxBoxHref } from '@studio/shared/paths';
import { useInboxCounts } from './api/get-inbox-counts';

interface BoxLink {
  key: string;
  to: string;
  label: string;
  unread: number;
  current: boolean;
}

export function InboxBoxes({ filter }: { filter: InboxFilter }) {
  const { t } = useLocale();
  const counts = useInboxCounts().data;
  const links: BoxLink[] = [
    {
      key: 'messages',
      to: inboxBoxHref('messages'),
      label: t.inbox.messages,
      unread: counts?.messages.unread ?? 0,
      current: filter.box === 'messages',
    },
    {
      key: 'applications',
      to: inboxBoxHref('applications'),
      label: t.inbox.applications,
      unread: counts?.forms.reduce((sum, form) => sum + form.unread, 0) ?? 0,
      current: filter.box === 'applications' && filter.form === undefined,
    },
    ...(counts?.forms ?? []).map((form) => ({
      key: `form-${form.id}`,
      to: inboxBoxHref('applications', `?form=${form.id}`),
      label: form.title,
      unread: form.unread,
      current: filter.box === 'applications' && filter.form === form.id,
    })),
  ];
  return (
    <nav aria-label={t.inbox.boxes}>
      <ul className="grid gap-1">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className="flex justify-between gap-2 rounded px-2 py-1 hover:bg-slate-100 aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              <span dir="auto">{link.label}</span>
              {link.unread > 0 && (
                <span className="font-bold">{t.app.inboxUnread(link.unread)}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
