// Shown when the account's role may not open a screen (a 403, or a route the role lacks).
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { Screen } from './screen';

export function NotAllowed() {
  const { t } = useLocale();
  return (
    <Screen title={t.notAllowed.title}>
      <p>{t.notAllowed.body}</p>
      <p>
        <Link className="link" to={paths.home}>
          {t.notAllowed.back}
        </Link>
      </p>
    </Screen>
  );
}
