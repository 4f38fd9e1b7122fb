// Who changed a submission's status, assignee or place in the trash, from what to what, and
// when, oldest first.
import type { InboxItem, SubmissionStatus } from '@contract/studio/inbox';
import type { Dictionary } from '@studio/locales/fa';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { DataTable } from '@studio/shared/ui/data-table';
import { formatTime } from '@studio/shared/ui/format-time';
import { Section } from '@studio/shared/ui/section';

type Event = InboxItem['history'][number];

function valueOf(t: Dictionary, event: Event, value: string | null): string {
  if (value === null) return event.what === 'assignee' ? t.inbox.nobody : t.inboxItem.none;
  if (event.what === 'status') return t.inbox.statuses[value as SubmissionStatus] ?? value;
  if (event.what === 'trash') return t.inboxItem.trashValue;
  return value;
}

export function ItemHistory({ item }: { item: InboxItem }) {
  const { t, language } = useLocale();
  return (
    <Section title={t.inboxItem.history}>
      {item.history.length === 0 ? (
        <p>{t.inboxItem.noHistory}</p>
      ) : (
        <DataTable
          caption={t.inboxItem.history}
          columns={[
            t.inboxItem.at,
            t.inboxItem.author,
            t.inboxItem.what,
            t.inboxItem.fromValue,
            t.inboxItem.toValue,
          ]}
        >
          {item.history.map((event, index) => (
            <tr key={index}>
              <td>{formatTime(event.at, language)}</td>
              <td>{event.author ?? t.inboxItem.none}</td>
              <td>{t.inboxItem.whats[event.what]}</td>
              <td>{valueOf(t, event, event.from)}</td>
              <td>{valueOf(t, event, event.to)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
