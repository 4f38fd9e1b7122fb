import { describe, expect, it } from 'vitest';
import { refusalMessage } from './deliver';
import { retryDelay } from './outbox-item';

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
});
