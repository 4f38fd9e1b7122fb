import { describe, expect, it } from 'vitest';
import { mergedOrder } from './position-order';

describe('the order of items listed once for every language', () => {
  it('keeps each language its order when the languages hold different items', () => {
    // Persian has 1, 2, 4; English 1, 3, 4; Arabic 3, 2.
    expect(
      mergedOrder([
        [1, 2, 4],
        [1, 3, 4],
        [3, 2],
      ]),
    ).toEqual([1, 3, 2, 4]);
  });

  it('follows the first language where the others do not decide', () => {
    expect(mergedOrder([[2, 1], [3]])).toEqual([2, 1, 3]);
  });

  it('finds none when two languages order two items both ways', () => {
    expect(
      mergedOrder([
        [1, 2],
        [2, 1],
      ]),
    ).toBeUndefined();
  });
});
