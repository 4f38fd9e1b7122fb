// The current filter's submissions as a file: links the browser downloads (the export is a
// download endpoint, not JSON), named by the service's Content-Disposition.
import type { InboxFilter } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { exportAddress } from './api/export-address';

export function ExportLinks({ filter }: { filter: InboxFilter }) {
  const { t } = useLocale();
  return (
    <div role="group" aria-label={t.inbox.export} className="flex flex-wrap items-center gap-3">
      <span className="font-bold">{t.inbox.export}:</span>
      {(['csv', 'json'] as const).map((format) => (
        <a key={format} className="button-quiet" href={exportAddress(filter, format)} download>
          {t.inbox.exportAs(format.toUpperCase())}
        </a>
      ))}
    </div>
  );
}
