// The inbox: the boxes beside a box's list, filtered and searched through the address,
// a page at a time, walked by keyboard; the filter's export; the way to retention.
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { paths } from '@studio/shared/paths';
import { Loading } from '@studio/shared/ui/loading';
import { Pager, pageFrom } from '@studio/shared/ui/pager';
import { Screen } from '@studio/shared/ui/screen';
import { INBOX_PAGE, useInbox } from './api/get-inbox';
import { ExportLinks } from './export-links';
import { InboxBoxes } from './inbox-boxes';
import { InboxFilters } from './inbox-filters';
import { boxFrom, inboxFilterFrom, viewSearch } from './inbox-filter';
import { InboxList } from './inbox-list';
import { MailOffNotice } from './mail-off-notice';

export function InboxScreen() {
  const box = boxFrom(useParams().box);
  return box ? <InboxView box={box} /> : <Navigate to={paths.inbox} replace />;
}

function InboxView({ box }: { box: 'messages' | 'applications' }) {
  const { t } = useLocale();
  const [search] = useSearchParams();
  const filter = inboxFilterFrom(box, search);
  const page = pageFrom(search);
  const list = useInbox(filter, page);
  const count = list.data?.count ?? 0;

  return (
    <Screen title={t.inbox.title}>
      <MailOffNotice />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <InboxBoxes filter={filter} />
          <Link className="link" to={paths.inboxRetention}>
            {t.inbox.retentionLink}
          </Link>
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <InboxFilters key={search.toString()} filter={filter} />
          {list.isPending ? (
            <Loading />
          ) : (
            <>
              <p role="status">{count === 0 ? t.inbox.none : t.inbox.count(count)}</p>
              {count > 0 && <InboxList list={list.data!} search={viewSearch(filter, page)} />}
            </>
          )}
          <Pager
            label={t.inbox.pages}
            page={page}
            pages={Math.max(1, Math.ceil(count / INBOX_PAGE))}
          />
          <ExportLinks filter={filter} />
        </div>
      </div>
    </Screen>
  );
}
