// Where a page of a list lies when it is read from the list's nearer end: the last pages of
// a long list are then as quick to find as the first ones (the middle stays the deepest).

export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order; the page is then turned around. */
  reversed: boolean;
}

/**
 * The page `offset`..`offset + limit` of `count` items, or undefined when it holds none.
 * When the list goes on past `count` (`endKnown` false: a search stopped counting at its
 * bound), the page is read from the start.
 */
export function pageFromNearerEnd(
  count: number,
  offset: number,
  limit: number,
  { endKnown = true } = {},
): PageWindow | undefined {
  const end = Math.min(count, offset + limit);
  if (offset >= end) return undefined;
  const fromEnd = count - end;
  return endKnown && fromEnd < offset
    ? { offset: fromEnd, limit: end - offset, reversed: true }
    : { offset, limit: end - offset, reversed: false };
}
