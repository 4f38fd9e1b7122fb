// Sends what waits in the outbox. Only one flush runs at a time across every tab and the
// service worker (a Web Lock), so no item is ever sent twice at once; the Idempotency-Key
// covers the rest (a send whose answer was lost). Runs in pages and in the service worker.
import { announce } from './outbox-channel';
import { deliver } from './deliver';
import { outboxDb } from './outbox-db';
import { SENT_KEEP_MS, retryDelay } from './outbox-item';

const LOCK = 'parvaz-outbox-flush';

async function withLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(LOCK, task);
    return;
  }
  await task();
}

const waitingCount = () => outboxDb.items.where('state').anyOf('queued', 'sending').count();

/**
 * Sends every queued item that is due; returns how many are still waiting. Offline it
 * tries nothing (a lost attempt would only push the next one back). `now` returning
 * Infinity sends every item at once, whatever its back-off (the network just returned).
 */
export async function flushOutbox(apiBase: string, now = () => Date.now()): Promise<number> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return waitingCount();
  await withLock(async () => {
    const due = await outboxDb.items
      .where('state')
      .anyOf('queued', 'sending')
      .filter((item) => item.nextAttemptAt <= now())
      .sortBy('createdAt');
    for (const item of due) {
      await outboxDb.items.update(item.id, { state: 'sending' });
      const result = await deliver(item, apiBase);
      if (result.outcome === 'delivered') {
        await outboxDb.items.update(item.id, {
          state: 'sent',
          sentAt: Date.now(),
          file: undefined,
        });
        announce({ type: 'delivered', id: item.id, kind: item.kind });
      } else if (result.outcome === 'refused') {
        await outboxDb.items.update(item.id, { state: 'refused', error: result.error });
        announce({ type: 'refused', id: item.id, kind: item.kind, error: result.error });
      } else {
        const attempts = item.attempts + 1;
        await outboxDb.items.update(item.id, {
          state: 'queued',
          attempts,
          nextAttemptAt: Date.now() + retryDelay(attempts),
        });
      }
    }
    await outboxDb.items
      .where('state')
      .equals('sent')
      .filter((item) => (item.sentAt ?? 0) < Date.now() - SENT_KEEP_MS)
      .delete();
    if (due.length > 0) announce({ type: 'changed' });
  });
  return waitingCount();
}
