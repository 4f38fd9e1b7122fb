// What stands in for a screen while its code or its first answer is on the way.
import { useLocale } from '@studio/shared/i18n/locale-context';

export function Loading() {
  const { t } = useLocale();
  return (
    <p role="status" className="p-4 text-slate-600">
      {t.app.loading}
    </p>
  );
}
