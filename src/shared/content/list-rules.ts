// Small rules that shape lists on several screens.

/** The `count` items with the most visits, most first; ties keep their order. */
export function mostVisited<T extends { visited: number }>(
  items: readonly T[],
  count: number,
): T[] {
  return [...items].sort((a, b) => b.visited - a.visited).slice(0, count);
}

/** Cards show at most a few tags: 4 on the featured post, 2 on a job. */
export function firstTags<T>(tags: readonly T[], limit: number): T[] {
  return tags.slice(0, limit);
}

/** A multi-line description shown as bullets: one per non-empty line. */
export function descriptionLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter(Boolean);
}
