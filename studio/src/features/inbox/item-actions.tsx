// What is done to a submission as a whole: marked unread again, moved to the trash or back,
// or deleted for good, which asks again first and then returns to the box.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InboxItem } from '@contract/studio/inbox';
import { refusalMessage } from '@studio/shared/forms/refusal-message';
import { useLocale } from '@studio/shared/i18n/locale-context';
import { inboxBoxHref } from '@studio/shared/paths';
import { notify } from '@studio/shared/ui/notify';
import { useChangeInboxItem } from './api/change-inbox-item';
import { useDeleteInboxItem } from './api/delete-inbox-item';

export function ItemActions({ item, search }: { item: InboxItem; search: string }) {
  const { t } = useLocale();
  const navigate = useNavigate();
  const change = useChangeInboxItem();
  const remove = useDeleteInboxItem(item.box, item.id);
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const failed = (error: unknown) => notify('error', refusalMessage(t, error));
  const changeItem = (body: { read?: boolean; trashed?: boolean }, done: string) =>
    change.mutate(
      { box: item.box, id: item.id, change: body },
      { onSuccess: () => notify('success', done), onError: failed },
    );

  return (
    <div className="grid gap-3">
      {item.trashed && <p role="status">{t.inboxItem.inTrash}</p>}
      <div className="flex flex-wrap gap-2">
        {item.read && (
          <button
            type="button"
            className="button-quiet"
            disabled={change.isPending}
            onClick={() => changeItem({ read: false }, t.inbox.markedUnread)}
          >
            {t.inboxItem.markUnread}
          </button>
        )}
        <button
          type="button"
          className="button-quiet"
          disabled={change.isPending}
          onClick={() =>
            item.trashed
              ? changeItem({ trashed: false }, t.inboxItem.restored)
              : changeItem({ trashed: true }, t.inboxItem.trashed)
          }
        >
          {item.trashed ? t.inboxItem.restore : t.inboxItem.toTrash}
        </button>
        {!asking && (
          <button type="button" className="button-quiet" onClick={() => setAsking(true)}>
            {t.inboxItem.delete}
          </button>
        )}
      </div>
      {asking && (
        <div
          role="group"
          aria-label={t.inboxItem.delete}
          className="grid gap-2 rounded border border-danger p-3"
        >
          <p>{t.inboxItem.deleteSure}</p>
          <div className="flex flex-wrap gap-2">
            <button
              ref={confirm}
              type="button"
              className="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify('success', t.inboxItem.deleted);
                    void navigate(inboxBoxHref(item.box, search), { replace: true });
                  },
                  onError: failed,
                })
              }
            >
              {t.inboxItem.deleteConfirm}
            </button>
            <button type="button" className="button-quiet" onClick={() => setAsking(false)}>
              {t.inboxItem.keep}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
