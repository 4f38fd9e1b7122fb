// Sends what waits in the outbox. Only one flush runs at a time across every tab and the
// service worker (a Web Lock), so no item is ever sent twice at once; the Idempotency-Key
// covers the rest (a send whose answer was lost). Runs in pages and in the service worker.
import { announce } from './outbox-channel';
import { deliver } from './deliver';
import { outboxDb } from './outbox-db';
import { SENT_KEEP_MS, retryDelay } from './outbox-item';
import type { FlushReason } from './outbox-schedule';
import { isDue } from './outbox-schedule';

const LOCK = 'parvaz-outbox-flush';

// Without Web Locks (Safari before 15.4) flushes in this page still take turns; another
// tab's may overlap, and the Idempotency-Key keeps that to one stored copy.
let turn: Promise<unknown> = Promise.resolve();

async function withLock(task: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(LOCK, task);
    return;
  }
  const run = turn.then(task, task);
  turn = run.catch(() => undefined);
  await run;
}

const waitingCount = () => outboxDb.items.where('state').anyOf('queued', 'sending').count();

/**
 * Sends the waiting items that are due for `reason` (see outbox-schedule.ts), oldest
 * first; returns how many are still waiting. The browser's `navigator.onLine` is not
 * asked: only a real request tells whether the service can be reached.
 */
export async function flushOutbox(apiBase: string, reason: FlushReason): Promise<number> {
  await withLock(async () => {
    // Read inside the lock, so an item another flush has just delivered is not sent again.
    const now = Date.now();
    const due = await outboxDb.items
      .where('state')
      .anyOf('queued', 'sending')
      .filter((item) => isDue(item, reason, now))
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
