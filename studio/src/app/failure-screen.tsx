// A read that failed for another reason than a refusal (no network, a fault).
import { useLocale } from '@studio/shared/i18n/locale-context';
import { Screen } from '@studio/shared/ui/screen';

export function FailureScreen({ retry }: { retry: () => void }) {
  const { t } = useLocale();
  return (
    <Screen title={t.failure.title}>
      <p role="alert">{t.failure.body}</p>
      <button type="button" className="button justify-self-start" onClick={retry}>
        {t.failure.retry}
      </button>
    </Screen>
  );
}
