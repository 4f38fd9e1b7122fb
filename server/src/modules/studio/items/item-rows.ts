// An item's studio rows, the same for every kind (a post, a custom page): its item row
// (version, source language, shared fields), its draft per language and its revisions.
import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database';
import type { StudioItemLanguagesTable, StudioItemsTable } from '../../../db/schema';
import type { ItemDraft } from './field-states';

export type ItemKind = 'post' | 'page' | 'sections';

export interface Item<S> {
  id: number;
  version: number;
  sourceLang: string;
  shared: S;
  createdAt: string;
  updatedAt: string;
}

export interface ItemState<F extends string, S> {
  item: Item<S>;
  drafts: Map<string, ItemDraft<F>>;
}

export interface Author {
  id: number;
  email: string;
}

const itemOf = <S>(row: Selectable<StudioItemsTable>): Item<S> => ({
  id: row.id,
  version: row.version,
  sourceLang: row.source_lang,
  shared: JSON.parse(row.shared) as S,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const draftOf = <F extends string>(row: Selectable<StudioItemLanguagesTable>): ItemDraft<F> => ({
  fields: JSON.parse(row.fields) as Record<F, string>,
  fieldRevisions: JSON.parse(row.field_revisions) as Record<F, number>,
  translatedFrom: JSON.parse(row.translated_from) as Record<F, number>,
});

export async function readItemState<F extends string, S>(
  db: Db,
  kind: ItemKind,
  id: number,
): Promise<ItemState<F, S> | null> {
  const item = await db
    .selectFrom('studio_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) return null;
  const rows = await db
    .selectFrom('studio_item_languages')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
  return {
    item: itemOf<S>(item),
    drafts: new Map(rows.map((row) => [row.lang, draftOf<F>(row)])),
  };
}

/**
 * Writes an item's first rows: the item, and its drafts. Returns false when another first
 * write of the same item came first (two first reads at once), which then leaves its rows.
 */
export async function insertItem<F extends string, S>(
  trx: Db,
  kind: ItemKind,
  item: Omit<Item<S>, 'version'>,
  drafts: Map<string, ItemDraft<F>>,
): Promise<boolean> {
  const taken = await trx
    .insertInto('studio_items')
    .values({
      kind,
      id: item.id,
      version: 1,
      source_lang: item.sourceLang,
      shared: JSON.stringify(item.shared),
      created_at: item.createdAt,
      updated_at: item.updatedAt,
    })
    .onConflict((conflict) => conflict.columns(['kind', 'id']).doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  for (const [lang, draft] of drafts) await writeDraft(trx, kind, item.id, lang, draft);
  return true;
}

/** Moves the item's version on, only from the version the write was based on. */
export async function advanceVersion<S>(
  trx: Db,
  kind: ItemKind,
  id: number,
  basedOn: number,
  changes: { shared?: S } = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('studio_items')
    .set({
      version: basedOn + 1,
      updated_at: new Date().toISOString(),
      ...(changes.shared ? { shared: JSON.stringify(changes.shared) } : {}),
    })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .where('version', '=', basedOn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function writeDraft<F extends string>(
  trx: Db,
  kind: ItemKind,
  id: number,
  lang: string,
  draft: ItemDraft<F>,
) {
  const values = {
    fields: JSON.stringify(draft.fields),
    field_revisions: JSON.stringify(draft.fieldRevisions),
    translated_from: JSON.stringify(draft.translatedFrom),
    updated_at: new Date().toISOString(),
  };
  await trx
    .insertInto('studio_item_languages')
    .values({ kind, id, lang, ...values })
    .onConflict((conflict) => conflict.columns(['kind', 'id', 'lang']).doUpdateSet(values))
    .execute();
}

export async function addRevision(
  trx: Db,
  kind: ItemKind,
  revision: {
    id: number;
    lang: string;
    author: Author | null;
    fields: Record<string, string>;
    changed: string[];
  },
): Promise<number> {
  const row = await trx
    .insertInto('studio_revisions')
    .values({
      kind,
      item_id: revision.id,
      lang: revision.lang,
      at: new Date().toISOString(),
      account_id: revision.author?.id ?? null,
      author: revision.author?.email ?? null,
      fields: JSON.stringify(revision.fields),
      changed: JSON.stringify(revision.changed),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The largest id the item kind's studio rows hold (0 when none). */
export async function largestItemId(trx: Db, kind: ItemKind): Promise<number> {
  const row = await trx
    .selectFrom('studio_items')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Removes an item's studio rows: the item, its drafts, its revisions and its media uses. */
export async function deleteItemRows(trx: Db, kind: ItemKind, id: number): Promise<void> {
  await trx
    .deleteFrom('studio_revisions')
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .execute();
  await trx
    .deleteFrom('studio_item_languages')
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('studio_items').where('kind', '=', kind).where('id', '=', id).execute();
  await trx
    .deleteFrom('studio_media_uses')
    .where('item_kind', '=', kind)
    .where('item_id', '=', id)
    .execute();
}
