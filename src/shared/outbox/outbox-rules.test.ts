import { describe, expect, it } from 'vitest';
import { refusalMessage } from './deliver';
import type { OutboxState } from './outbox-item';
import { retryDelay } from './outbox-item';
import type { FlushReason } from './outbox-schedule';
import { isDue, nextTimerAt, timerDelay } from './outbox-schedule';

const NOW = 1_800_000_000_000;
const item = (state: OutboxState, nextAttemptAt: number) => ({ state, nextAttemptAt });

describe('outbox rules', () => {
  it('backs off 5 s, 10 s, 20 s … and never beyond 10 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelay(30)).toBe(600_000);
  });

  it("keeps the service's own words for a refusal", () => {
    expect(refusalMessage({ detail: 'این فرم پیدا نشد' }, 404)).toBe('این فرم پیدا نشد');
    expect(refusalMessage({ email: ['این فیلد الزامی است'] }, 400)).toBe('این فیلد الزامی است');
    expect(refusalMessage(null, 413)).toBe('HTTP 413');
  });

  it('tries every waiting item on start-up, a return to the tab, `online` and a sync, whatever its back-off', () => {
    const backedOff = item('queued', NOW + retryDelay(30));
    const leftSending = item('sending', NOW + retryDelay(3));
    for (const reason of ['start', 'visible', 'online', 'sync'] as FlushReason[]) {
      expect(isDue(backedOff, reason, NOW), reason).toBe(true);
      expect(isDue(leftSending, reason, NOW), reason).toBe(true);
    }
  });

  it('tries on a timer only the items whose back-off is over', () => {
    expect(isDue(item('queued', NOW - 1), 'timer', NOW)).toBe(true);
    expect(isDue(item('queued', NOW), 'timer', NOW)).toBe(true);
    expect(isDue(item('queued', NOW + 1), 'timer', NOW)).toBe(false);
  });

  it('never tries again what was sent or refused', () => {
    for (const reason of ['start', 'visible', 'online', 'sync', 'timer'] as FlushReason[]) {
      expect(isDue(item('sent', NOW - 1), reason, NOW)).toBe(false);
      expect(isDue(item('refused', NOW - 1), reason, NOW)).toBe(false);
    }
  });

  it('sets the timer for the earliest waiting item, an item queued offline included', () => {
    // Queued while the browser said it was offline: never tried, due at once.
    const queuedOffline = item('queued', NOW);
    const items = [item('queued', NOW + 40_000), queuedOffline, item('sent', NOW - 5_000)];
    expect(nextTimerAt(items)).toBe(NOW);
    expect(timerDelay(nextTimerAt(items)!, NOW)).toBe(1_000);
    expect(nextTimerAt([item('queued', NOW + 40_000), item('sending', NOW + 20_000)])).toBe(
      NOW + 20_000,
    );
    expect(timerDelay(NOW + 20_000, NOW)).toBe(20_000);
    expect(nextTimerAt([item('sent', NOW), item('refused', NOW)])).toBeUndefined();
  });
});
