// What a dump could not write: values the database holds that the content files have no place
// for (a post's last change, a translation's own gallery), which content:load would restore
// otherwise. Kept by kind, with the items each kind was found in.
type ItemId = number | string;

/** How many items of a kind a line names before it says how many more. */
const NAMED = 5;

export class DumpLosses {
  private readonly kinds = new Map<string, Set<ItemId>>();

  /** `what` (the file, then the value, as a reader of the files would name it) of `item`. */
  add(what: string, item: ItemId): void {
    const items = this.kinds.get(what) ?? new Set<ItemId>();
    items.add(item);
    this.kinds.set(what, items);
  }

  /** One line a kind: what was not kept, and in which items. */
  lines(): string[] {
    return [...this.kinds].map(([what, items]) => {
      const named = [...items].slice(0, NAMED).join(', ');
      const more = items.size > NAMED ? ` and ${items.size - NAMED} more` : '';
      return `${what}: not kept for ${named}${more}`;
    });
  }
}
