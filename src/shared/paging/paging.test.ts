import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';
import { pageCount, pageOffset } from './paging';

describe('pager items', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows first, last, current and neighbours with gaps above five pages', () => {
    expect(pagerItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pagerItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pagerItems(3, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
    expect(pagerItems(4, 6)).toEqual([1, 'gap', 3, 4, 5, 6]);
  });

  it('never leaves a gap between neighbouring pages', () => {
    for (let total = 6; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = pagerItems(current, total);
        items.forEach((item, i) => {
          if (item !== 'gap') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(1);
        });
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
      }
    }
  });
});

describe('paging arithmetic', () => {
  it('asks for offset (page - 1) * limit', () => {
    expect(pageOffset(1, 9)).toBe(0);
    expect(pageOffset(3, 9)).toBe(18);
    expect(pageOffset(2, 3)).toBe(3);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(22, 9)).toBe(3);
  });
});
