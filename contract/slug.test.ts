import { describe, expect, it } from 'vitest';
import { idFromSlug, idSlug, slugify } from './slug';

describe('slugify', () => {
  it('lowercases Latin titles and joins words with hyphens', () => {
    expect(slugify('New Route: Tehran_Istanbul  2026!')).toBe('new-route-tehran-istanbul-2026');
  });

  it('keeps Persian and Arabic letters and drops punctuation', () => {
    expect(slugify('سفر به کیش در زمستان؛')).toBe('سفر-به-کیش-در-زمستان');
    expect(slugify('قواعد جديدة للأمتعة')).toBe('قواعد-جديدة-للأمتعة');
  });
});

describe('idFromSlug', () => {
  it('takes the part before the first hyphen as the id', () => {
    expect(idFromSlug('12-some-title')).toBe(12);
    expect(idFromSlug('7')).toBe(7);
    expect(idFromSlug('سفر-به-کیش')).toBeUndefined();
    expect(idFromSlug('x12-title')).toBeUndefined();
  });

  it('round-trips with idSlug', () => {
    expect(idSlug(3, 'سفر به کیش')).toBe('3-سفر-به-کیش');
    expect(idFromSlug(idSlug(3, 'سفر به کیش'))).toBe(3);
    expect(idSlug(4, '!!!')).toBe('4');
  });
});
