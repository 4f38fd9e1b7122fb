// When the outbox tries its waiting items. A sign that the visitor or the network is back
// (the page starting, the tab shown again, an `online` event, a Background Sync) tries
// every waiting item at once, whatever its back-off: a back-off counted while the network
// was away says nothing about now. A timer tries the rest as each back-off ends, whatever
// the browser says about being online: Firefox and Safari have no Background Sync, and a
// browser does not always send `online` when the network returns.
import type { OutboxItem } from './outbox-item';

/** What set a flush off. */
export type FlushReason = 'start' | 'visible' | 'online' | 'sync' | 'timer';

/** The page's timer never fires sooner than this after it is set. */
export const MIN_TIMER_MS = 1000;

/** Queued, or left `sending` by a flush that never finished (a closed tab). */
export function isWaiting(item: Pick<OutboxItem, 'state'>): boolean {
  return item.state === 'queued' || item.state === 'sending';
}

/** Whether a flush for `reason` at `now` tries this item. */
export function isDue(
  item: Pick<OutboxItem, 'state' | 'nextAttemptAt'>,
  reason: FlushReason,
  now: number,
): boolean {
  if (!isWaiting(item)) return false;
  return reason !== 'timer' || item.nextAttemptAt <= now;
}

/** When the page's timer should next flush, or undefined when nothing waits. */
export function nextTimerAt(
  items: Pick<OutboxItem, 'state' | 'nextAttemptAt'>[],
): number | undefined {
  const waiting = items.filter(isWaiting).map((item) => item.nextAttemptAt);
  return waiting.length > 0 ? Math.min(...waiting) : undefined;
}

/** How long to set the timer for, to fire at `at`. */
export function timerDelay(at: number, now: number): number {
  return Math.max(MIN_TIMER_MS, at - now);
}
