// The studio's first screen after sign-in: who is signed in, and where to go.
import { useSession } from '@studio/shared/api/session-query';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Screen } from '@studio/shared/ui/screen';

export function HomeScreen() {
  const { t } = useLocale();
  const account = useSession().data?.account;
  return (
    <Screen title={account ? t.home.greeting(account.name) : t.app.home}>
      <p>{t.home.intro}</p>
    </Screen>
  );
}
