// The page's side of the outbox: the list of items (kept fresh from every tab and the
// service worker), a flush on start-up, when the network returns (every item at once)
// and when the page becomes visible, a retry when the next back-off ends, and a toast
// when an item is delivered or refused.
import { useEffect, useState } from 'react';
import { API_BASE } from '../api/api-client';
import { useLanguage } from '../language/language-context';
import { showToast } from '../ui/show-toast';
import { listen } from './outbox-channel';
import { outboxDb } from './outbox-db';
import type { OutboxItem } from './outbox-item';
import { flushOutbox } from './flush-outbox';

function flush(everything = false) {
  // IndexedDB may be unavailable (private mode): the outbox is then simply empty.
  void flushOutbox(API_BASE, everything ? () => Infinity : undefined).catch(() => undefined);
}

export function useOutbox(): OutboxItem[] {
  const { t } = useLanguage();
  const [items, setItems] = useState<OutboxItem[]>([]);

  useEffect(() => {
    const load = () =>
      void outboxDb.items
        .orderBy('createdAt')
        .reverse()
        .toArray()
        .then(setItems)
        .catch(() => setItems([]));
    load();
    const stop = listen((message) => {
      load();
      if (message.type === 'delivered')
        showToast('success', t.outbox.delivered, { toastId: `outbox-${message.id}` });
      if (message.type === 'refused')
        showToast('error', `${t.outbox.refused} ${message.error}`, {
          toastId: `outbox-${message.id}`,
        });
    });
    return stop;
  }, [t]);

  useEffect(() => {
    flush();
    const whenOnline = () => flush(true);
    const whenVisible = () => document.visibilityState === 'visible' && flush();
    window.addEventListener('online', whenOnline);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      window.removeEventListener('online', whenOnline);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, []);

  // After a failed attempt, try again when its back-off ends.
  const nextAttempt = Math.min(
    ...items.filter((item) => item.state === 'queued').map((item) => item.nextAttemptAt),
  );
  useEffect(() => {
    if (!Number.isFinite(nextAttempt)) return;
    const timer = setTimeout(() => flush(), Math.max(1000, nextAttempt - Date.now()));
    return () => clearTimeout(timer);
  }, [nextAttempt]);

  return items;
}
