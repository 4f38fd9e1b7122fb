// Tells a visitor without network that they are offline and what still works.
import { useLanguage } from '../language/language-context';
import { useOnline } from './use-online';

export function OfflineBanner() {
  const { t } = useLanguage();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      {t.offline.banner}
    </div>
  );
}
