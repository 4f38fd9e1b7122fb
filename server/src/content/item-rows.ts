// One item's rows, one a language it is written in, folded back into the values of a content
// file: a text per language, a value its languages share, its parts (sections, gallery, fields)
// read across languages by their place in the first language's list.
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../db/database';
import type { Localized } from './content-files';
import type { DumpLosses } from './dump-losses';
import { textIn } from './localize';

/** What every part of a dump reads with: the snapshot, the languages in order, the losses. */
export interface DumpContext {
  db: Db;
  languages: string[];
  losses: DumpLosses;
}

type ItemId = number | string;

export class ItemRows<R> {
  constructor(
    readonly id: ItemId,
    /** [language, row], in the languages' order. */
    readonly rows: [string, R][],
    private readonly losses: DumpLosses,
    /** The file, for what is noted as lost. */
    readonly file: string,
  ) {}

  get first(): R {
    return this.rows[0]![1];
  }

  get languages(): string[] {
    return this.rows.map(([lang]) => lang);
  }

  lost(what: string): void {
    this.losses.add(`${this.file}: ${what}`, this.id);
  }

  /** The text that says which languages the item is in (a title): every language's own. */
  naming(pick: (row: R) => string): Record<string, string> {
    return Object.fromEntries(this.rows.map(([lang, row]) => [lang, pick(row)]));
  }

  /** Any other text, less the languages whose text is the one the loader gives them anyway. */
  text(pick: (row: R) => string): Localized {
    const values = this.rows.map(([lang, row]) => [lang, pick(row)] as const);
    let kept: Record<string, string> = Object.fromEntries(values);
    for (const [lang] of values) {
      const { [lang]: _, ...without } = kept;
      if (values.every(([l, value]) => textIn(without, l) === value)) kept = without;
    }
    return kept;
  }

  /** A text that may be left out (null): as the first language has it. */
  textOrNull(what: string, pick: (row: R) => string | null): Localized | null {
    const nulls = this.rows.filter(([, row]) => pick(row) === null).length;
    if (nulls > 0 && nulls < this.rows.length) this.lost(`${what} left out in some languages`);
    return pick(this.first) === null ? null : this.text((row) => pick(row) ?? '');
  }

  /** A value the file holds once for all languages: the first language's. */
  shared<T>(what: string, pick: (row: R) => T): T {
    const value = pick(this.first);
    if (this.rows.some(([, row]) => !isDeepStrictEqual(pick(row), value)))
      this.lost(`${what} of its own in some languages`);
    return value;
  }

  /** The parts the first language lists, each with its rows in the languages that list it. */
  parts<P>(what: string, list: (row: R) => P[]): ItemRows<P>[] {
    const lists = this.rows.map(([lang, row]) => [lang, list(row)] as const);
    const count = lists[0]![1].length;
    if (lists.some(([, parts]) => parts.length !== count))
      this.lost(`${what} that differ in number between languages`);
    return Array.from(
      { length: count },
      (_, index) =>
        new ItemRows<P>(
          this.id,
          lists.flatMap(([lang, parts]) => (index < parts.length ? [[lang, parts[index]!]] : [])),
          this.losses,
          this.file,
        ),
    );
  }
}

/** The loader dates an item's change by its creation: a later change's time is not kept. */
export function creationTime(item: ItemRows<{ created_at: string; updated_at: string }>): string {
  const created = item.shared('creation time', (row) => row.created_at);
  if (item.rows.some(([, row]) => row.updated_at !== created)) item.lost('the time of its change');
  return created;
}

/** A table's rows as items (by `key`, ascending), each with its rows in the languages' order. */
export function byItem<R extends { lang: string }>(
  context: DumpContext,
  file: string,
  rows: R[],
  key: (row: R) => ItemId,
): ItemRows<R>[] {
  const place = new Map(context.languages.map((lang, index) => [lang, index]));
  const items = new Map<ItemId, [string, R][]>();
  for (const row of rows) {
    if (!place.has(row.lang)) {
      context.losses.add(`${file}: rows in a language languages.json does not list`, key(row));
      continue;
    }
    const list = items.get(key(row)) ?? [];
    list.push([row.lang, row]);
    items.set(key(row), list);
  }
  return [...items]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([id, list]) => {
      list.sort(([a], [b]) => place.get(a)! - place.get(b)!);
      return new ItemRows(id, list, context.losses, file);
    });
}
