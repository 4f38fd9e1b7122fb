// The studio's sections; those limited to some roles (posts, pages, site texts, media,
// accounts, audit, inbox, mail settings) only for the roles that may open them. The inbox's
// link carries its unread count (one read, kept for 30 s like every other).
import { NavLink } from 'react-router-dom';
import { useInboxCounts } from '@studio/features/inbox/api/get-inbox-counts';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { useMayCall } from './require-access';

export function StudioNav() {
  const { t } = useLocale();
  const mayInbox = useMayCall('inboxCounts');
  const unread = useUnread(mayInbox);
  const links = [
    { to: paths.home, label: t.app.home, shown: true },
    { to: paths.posts, label: t.app.posts, shown: useMayCall('posts') },
    { to: paths.pages, label: t.app.pages, shown: useMayCall('pages') },
    { to: paths.sectionPages, label: t.app.sectionPages, shown: useMayCall('sectionPages') },
    { to: paths.media, label: t.app.media, shown: useMayCall('media') },
    { to: paths.account, label: t.app.account, shown: true },
    { to: paths.accounts, label: t.app.accounts, shown: useMayCall('accounts') },
    { to: paths.audit, label: t.app.audit, shown: useMayCall('audit') },
    {
      to: paths.inbox,
      label: unread ? `${t.app.inbox} (${t.app.inboxUnread(unread)})` : t.app.inbox,
      shown: mayInbox,
    },
    { to: paths.mailSettings, label: t.app.mailSettings, shown: useMayCall('mailSettings') },
  ];
  return (
    <nav aria-label={t.app.nav}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links
          .filter((link) => link.shown)
          .map((link) => (
            <li key={link.to}>
              <NavLink className="nav-link" to={link.to} end={link.to === paths.home}>
                {link.label}
              </NavLink>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** Every box's unread submissions together, for those who may read the inbox. */
function useUnread(allowed: boolean): number {
  const counts = useInboxCounts({ enabled: allowed, throwOnError: false }).data;
  if (!counts) return 0;
  return counts.forms.reduce((sum, form) => sum + form.unread, counts.messages.unread);
}
