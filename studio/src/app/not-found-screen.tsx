// An address under /studio that names no screen.
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Screen } from '@studio/shared/ui/screen';

export function NotFoundScreen() {
  const { t } = useLocale();
  return (
    <Screen title={t.notFound.title}>
      <p>{t.notFound.body}</p>
    </Screen>
  );
}
