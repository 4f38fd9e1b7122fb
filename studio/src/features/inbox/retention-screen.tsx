// Retention and erasure: how long each box keeps submissions, and everything one person
// sent erased at once.
import { Link } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { Screen } from '@studio/shared/ui/screen';
import { useInboxCounts } from './api/get-inbox-counts';
import { useRetention } from './api/get-retention';
import { EraseForm } from './erase-form';
import { RetentionForm } from './retention-form';

export function RetentionScreen() {
  const { t } = useLocale();
  const counts = useInboxCounts().data;
  const retention = useRetention().data;
  const boxes = counts && [
    { box: 'messages', name: t.inbox.messages },
    ...counts.forms.map((form) => ({ box: `form:${form.id}`, name: form.title })),
  ];
  return (
    <Screen title={t.retention.title}>
      <p>
        <Link className="link" to={paths.inbox}>
          {t.inboxItem.back}
        </Link>
      </p>
      {boxes && retention ? <RetentionForm boxes={boxes} rules={retention.rules} /> : <Loading />}
      <EraseForm />
    </Screen>
  );
}
