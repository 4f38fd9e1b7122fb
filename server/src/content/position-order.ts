// The order of a content file whose items have a position in each language (directors,
// services, licences): the file lists an item once, and the loader numbers each language's items
// in the file's order, skipping those not written in it.
import type { ItemRows } from './item-rows';

/**
 * One list that keeps each language's order, earlier languages' choices first where they do
 * not decide; undefined when two languages order some items both ways.
 */
export function mergedOrder<T>(lists: T[][]): T[] | undefined {
  const seen: T[] = [];
  const next = new Map<T, Set<T>>();
  const waitsFor = new Map<T, number>();
  for (const list of lists)
    list.forEach((item, index) => {
      if (!next.has(item)) {
        seen.push(item);
        next.set(item, new Set());
        waitsFor.set(item, 0);
      }
      const before = index > 0 ? next.get(list[index - 1]!)! : undefined;
      if (before && !before.has(item)) {
        before.add(item);
        waitsFor.set(item, waitsFor.get(item)! + 1);
      }
    });
  const order: T[] = [];
  for (;;) {
    const ready = seen.find((item) => waitsFor.get(item) === 0);
    if (ready === undefined) break;
    order.push(ready);
    waitsFor.set(ready, -1);
    for (const after of next.get(ready)!) waitsFor.set(after, waitsFor.get(after)! - 1);
  }
  return order.length === seen.length ? order : undefined;
}

/** The items in the order their positions give, noting a position the loader would renumber. */
export function inPositionOrder<R extends { position: number }>(
  items: ItemRows<R>[],
  languages: string[],
): ItemRows<R>[] {
  const inLanguage = (lang: string) =>
    items
      .flatMap((item) => item.rows.filter(([l]) => l === lang).map(([, row]) => ({ item, row })))
      .sort((a, b) => a.row.position - b.row.position || Number(a.item.id) - Number(b.item.id));
  const lists = languages.map(inLanguage);
  const merged = mergedOrder(lists.map((list) => list.map(({ item }) => item)));
  const order = merged ?? [...new Set(lists.flat().map(({ item }) => item))];
  if (!merged) for (const item of items) item.lost('an order that differs between languages');
  for (const lang of languages) {
    const listed = order.filter((item) => item.languages.includes(lang));
    listed.forEach((item, position) => {
      if (item.rows.find(([l]) => l === lang)![1].position !== position)
        item.lost('positions the loader numbers from 0 without gaps');
    });
  }
  return order;
}
