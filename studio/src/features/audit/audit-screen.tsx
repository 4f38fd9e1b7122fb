// The owner's audit log: newest first, a page at a time; the page is in the address
// (?before=<id>), so it survives a reload and the back button pages forward again.
import { Link, useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { AUDIT_PAGE, beforeFrom, useAudit } from './api/get-audit';

export function AuditScreen() {
  const { t, language } = useLocale();
  const [search] = useSearchParams();
  const before = beforeFrom(search);
  const audit = useAudit(before);
  const entries = audit.data?.results ?? [];
  const last = entries.at(-1);

  return (
    <Screen title={t.audit.title}>
      {audit.isPending ? (
        <Loading />
      ) : entries.length === 0 ? (
        <p>{t.audit.none}</p>
      ) : (
        <DataTable
          caption={t.audit.caption}
          columns={[t.audit.at, t.audit.action, t.audit.actor, t.audit.subject, t.audit.address]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatTime(entry.at, language)}</td>
              <td>{t.audit.actions[entry.action]}</td>
              <td>
                <bdi dir="ltr">{entry.actor ?? '—'}</bdi>
              </td>
              <td>
                <bdi dir="ltr">{entry.subject ?? '—'}</bdi>
              </td>
              <td>
                <bdi dir="ltr">{entry.address}</bdi>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <nav aria-label={t.audit.caption} className="flex gap-4">
        {before !== undefined && (
          <Link className="link" to="?">
            {t.audit.newest}
          </Link>
        )}
        {entries.length === AUDIT_PAGE && last && (
          <Link className="link" to={`?before=${last.id}`}>
            {t.audit.older}
          </Link>
        )}
      </nav>
    </Screen>
  );
}
