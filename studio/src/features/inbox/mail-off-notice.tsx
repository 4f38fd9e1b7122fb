// Said above the inbox when no mail is sent, with the way to the settings; only the owner
// may read them, so only the owner is told.
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { useMailOff } from './api/get-mail-state';

export function MailOffNotice() {
  const { t } = useLocale();
  if (!useMailOff()) return null;
  return (
    <p role="status" className="rounded border border-danger p-3">
      {t.inbox.mailOff}{' '}
      <Link className="link" to={paths.mailSettings}>
        {t.inbox.mailLink}
      </Link>
    </p>
  );
}
