// One submission: its answers, CV, review (status, assignee), notes, history and what can be
// done to it; marked read once opened; its neighbours in the list it was opened from.
import { useEffect, useRef } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { InboxBox, InboxItem } from '@contract/studio/inbox';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { inboxBoxHref, paths } from '@studio/shared/paths';
import { formatTime } from '@studio/shared/ui/format-time';
import { Loading } from '@studio/shared/ui/loading';
import { pageFrom } from '@studio/shared/ui/pager';
import { Screen } from '@studio/shared/ui/screen';
import { changeInboxItem } from './api/change-inbox-item';
import { useInboxItem } from './api/get-inbox-item';
import { itemChanged } from './api/item-changed';
import { boxFrom, inboxFilterFrom, viewSearch } from './inbox-filter';
import { ItemActions } from './item-actions';
import { ItemAnswers } from './item-answers';
import { ItemFile } from './item-file';
import { ItemHistory } from './item-history';
import { ItemNeighbours } from './item-neighbours';
import { ItemNotes } from './item-notes';
import { ReviewForm } from './review-form';

export function InboxItemScreen() {
  const params = useParams();
  const box = boxFrom(params.box);
  const id = Number(params.id);
  if (!box || !Number.isInteger(id) || id < 1) return <Navigate to={paths.inbox} replace />;
  return <ItemView key={`${box}-${id}`} box={box} id={id} />;
}

/** Marks the submission read the first time it is shown unread (once per opening). */
function useMarkRead(item: InboxItem | undefined) {
  const marked = useRef(false);
  useEffect(() => {
    if (!item || item.read || marked.current) return;
    marked.current = true;
    void changeInboxItem({ box: item.box, id: item.id, change: { read: true } }).then(
      itemChanged,
      () => undefined,
    );
  }, [item]);
}

function ItemView({ box, id }: { box: InboxBox; id: number }) {
  const { t, language } = useLocale();
  const [search] = useSearchParams();
  const filter = inboxFilterFrom(box, search);
  const page = pageFrom(search);
  const back = inboxBoxHref(box, viewSearch(filter, page));
  const item = useInboxItem(box, id).data;
  useMarkRead(item);
  if (!item) return <Loading />;
  return (
    <Screen title={t.inboxItem.title(item.senderName || item.senderEmail)}>
      <p className="flex flex-wrap gap-4">
        <Link className="link" to={back}>
          {t.inboxItem.back}
        </Link>
        <span>
          {item.formTitle && <bdi dir="auto">{item.formTitle} · </bdi>}
          {t.inboxItem.sentAt} {formatTime(item.createdAt, language)} ·{' '}
          <bdi dir="ltr">{item.senderEmail}</bdi>
        </span>
      </p>
      <ItemNeighbours filter={filter} page={page} id={id} />
      <ItemActions item={item} search={viewSearch(filter, page)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <ItemAnswers item={item} />
          {item.file && <ItemFile file={item.file} />}
        </div>
        <div className="grid content-start gap-6">
          <ReviewForm item={item} />
          <ItemNotes item={item} />
          <ItemHistory item={item} />
        </div>
      </div>
    </Screen>
  );
}
