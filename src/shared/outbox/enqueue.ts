// Puts a submission in the outbox, asks the browser for a Background Sync (so it is sent
// even with the tab closed, where the API exists) and tells every open page.
import { announce } from './outbox-channel';
import { outboxDb } from './outbox-db';
import type { OutboxItem } from './outbox-item';
import { OUTBOX_SYNC_TAG } from './outbox-item';

type NewItem = Omit<OutboxItem, 'state' | 'createdAt' | 'attempts' | 'nextAttemptAt'>;

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export async function enqueue(item: NewItem): Promise<void> {
  const now = Date.now();
  await outboxDb.items.put({
    ...item,
    state: 'queued',
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  });
  announce({ type: 'changed' });
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the page flushes on start, on `online` and when visible.
  }
}
