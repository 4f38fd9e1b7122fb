import { describe, expect, it } from 'vitest';
import { pageFromNearerEnd } from './page-window';

/** The page as read through the window, from a list of `count` numbers. */
function read(count: number, offset: number, limit: number): number[] {
  const list = Array.from({ length: count }, (_, i) => i);
  const window = pageFromNearerEnd(count, offset, limit);
  if (!window) return [];
  if (!window.reversed) return list.slice(window.offset, window.offset + window.limit);
  const backwards = [...list].reverse();
  return backwards.slice(window.offset, window.offset + window.limit).reverse();
}

describe('a page read from the nearer end of its list', () => {
  it('holds the same items as the page read from the start, at every offset', () => {
    for (const count of [0, 1, 8, 9, 10, 100]) {
      for (let offset = 0; offset <= count + 10; offset++) {
        for (const limit of [1, 9, 200]) {
          const list = Array.from({ length: count }, (_, i) => i);
          expect(read(count, offset, limit), `${count} ${offset} ${limit}`).toEqual(
            list.slice(offset, offset + limit),
          );
        }
      }
    }
  });

  it('reads the last page backwards from the end, skipping nothing', () => {
    expect(pageFromNearerEnd(100_000, 99_991, 9)).toEqual({
      offset: 0,
      limit: 9,
      reversed: true,
    });
    expect(pageFromNearerEnd(100_000, 99_995, 9)).toEqual({
      offset: 0,
      limit: 5,
      reversed: true,
    });
  });

  it('reads the first half forwards and finds nothing past the end', () => {
    expect(pageFromNearerEnd(100_000, 9, 9)).toEqual({ offset: 9, limit: 9, reversed: false });
    expect(pageFromNearerEnd(100, 100, 9)).toBeUndefined();
  });
});
