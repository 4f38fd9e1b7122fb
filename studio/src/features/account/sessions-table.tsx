// The account's sessions: where it is signed in, this device marked; any other one can be
// ended from here.
import { notify } from '@studio/shared/ui/notify';
import type { SessionSummary } from '@contract/studio/accounts';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { browserName } from '@studio/shared/ui/browser-name';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Section } from '@studio/shared/ui/section';
import { useEndOwnSession } from './api/end-own-session';
import { useOwnSessions } from './api/get-own-sessions';

export function SessionsTable() {
  const { t } = useLocale();
  const sessions = useOwnSessions();
  return (
    <Section title={t.sessions.title}>
      <DataTable
        caption={t.sessions.caption}
        columns={[
          t.sessions.device,
          t.sessions.address,
          t.sessions.lastSeen,
          t.sessions.started,
          t.sessions.actions,
        ]}
      >
        {sessions.data?.results.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </DataTable>
    </Section>
  );
}

function SessionRow({ session }: { session: SessionSummary }) {
  const { t, language } = useLocale();
  const end = useEndOwnSession();
  const device = browserName(session.userAgent);
  return (
    <tr>
      <th scope="row" className="font-normal">
        <bdi>{device}</bdi>
      </th>
      <td>
        <bdi dir="ltr">{session.address}</bdi>
      </td>
      <td>{formatTime(session.lastSeenAt, language)}</td>
      <td>{formatTime(session.createdAt, language)}</td>
      <td>
        {session.current ? (
          <strong className="badge">{t.sessions.thisDevice}</strong>
        ) : (
          <button
            type="button"
            className="button-quiet"
            aria-label={t.sessions.endLabel(device)}
            disabled={end.isPending}
            onClick={() =>
              end.mutate(session.id, {
                onSuccess: () => notify('success', t.sessions.ended),
                onError: (error) => notify('error', refusalMessage(t, error)),
              })
            }
          >
            {t.sessions.end}
          </button>
        )}
      </td>
    </tr>
  );
}
