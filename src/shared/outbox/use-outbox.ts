// The page's side of the outbox: the list of items (kept fresh from every tab and the
// service worker), a flush of every waiting item on start-up, when the network returns
// and when the page becomes visible, a timer for the rest as each back-off ends (see
// outbox-schedule.ts), and a toast when an item is delivered or refused.
import { useEffect, useState } from 'react';
import { API_BASE } from '../api/api-base';
import { useLanguage } from '../language/language-context';
import { showToast } from '../ui/show-toast';
import { listen } from './outbox-channel';
import { outboxDb } from './outbox-db';
import type { OutboxItem } from './outbox-item';
import { flushOutbox } from './flush-outbox';
import type { FlushReason } from './outbox-schedule';
import { nextTimerAt, timerDelay } from './outbox-schedule';

function flush(reason: FlushReason, then: () => void): void {
  // IndexedDB may be unavailable (private mode): the outbox is then simply empty.
  void flushOutbox(API_BASE, reason)
    .catch(() => undefined)
    .then(then);
}

export function useOutbox(): OutboxItem[] {
  const { t } = useLanguage();
  const [items, setItems] = useState<OutboxItem[]>([]);
  // Bumped to read the list again: after each flush here, and on word from elsewhere.
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let current = true;
    void outboxDb.items
      .orderBy('createdAt')
      .reverse()
      .toArray()
      .then(
        (read) => current && setItems(read),
        () => current && setItems([]),
      );
    return () => {
      current = false;
    };
  }, [reads]);

  useEffect(
    () =>
      listen((message) => {
        setReads((count) => count + 1);
        if (message.type === 'delivered')
          showToast('success', t.outbox.delivered[message.kind], {
            toastId: `outbox-${message.id}`,
          });
        if (message.type === 'refused')
          showToast('error', `${t.outbox.refused} ${message.error}`, {
            toastId: `outbox-${message.id}`,
          });
      }),
    [t],
  );

  useEffect(() => {
    const readAgain = () => setReads((count) => count + 1);
    flush('start', readAgain);
    const whenOnline = () => flush('online', readAgain);
    const whenVisible = () => document.visibilityState === 'visible' && flush('visible', readAgain);
    window.addEventListener('online', whenOnline);
    document.addEventListener('visibilitychange', whenVisible);
    return () => {
      window.removeEventListener('online', whenOnline);
      document.removeEventListener('visibilitychange', whenVisible);
    };
  }, []);

  // Every read of the list sets the timer anew, for the earliest waiting item; an attempt
  // moves that item's next attempt on and the list is read again after it, so the timers
  // go on until nothing waits, with or without an `online` event.
  useEffect(() => {
    const at = nextTimerAt(items);
    if (at === undefined) return;
    const readAgain = () => setReads((count) => count + 1);
    const timer = setTimeout(() => flush('timer', readAgain), timerDelay(at, Date.now()));
    return () => clearTimeout(timer);
  }, [items]);

  return items;
}
