// A custom page's studio state (items/item-rows.ts under the kind `page`). A page published
// before the studio opened it (the demo's, a content load's) is taken in at its first read,
// its published rows as drafts and its address as the shared one.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { PAGE_FIELDS } from '@contract/studio/custom-pages';
import type { PageField, PageShared } from '@contract/studio/custom-pages';
import type { Db } from '../../../db/database';
import { revisionsOf } from '../items/field-states';
import type { ItemDraft, ItemFieldSpec } from '../items/field-states';
import * as rows from '../items/item-rows';
import type { ItemState } from '../items/item-rows';

export const PAGE = 'page';

export const PAGE_FIELD_SPEC: ItemFieldSpec<PageField> = {
  fields: PAGE_FIELDS,
  optional: new Set(),
};

export type PageState = ItemState<PageField, PageShared>;

export const readPageState = (db: Db, id: number): Promise<PageState | null> =>
  rows.readItemState<PageField, PageShared>(db, PAGE, id);

/** The page's published rows, one per language. */
export const publishedPageRows = (db: Db, id: number) =>
  db.selectFrom('custom_pages').selectAll().where('id', '=', id).execute();

/** The page's studio state, taking a published page in first; null when there is none. */
export async function openPage(db: Db, id: number): Promise<PageState | null> {
  const state = await readPageState(db, id);
  if (state) return state;
  const published = await publishedPageRows(db, id);
  if (published.length === 0) return null;
  const source = published.find((row) => row.lang === DEFAULT_LANGUAGE) ?? published[0]!;
  const now = new Date().toISOString();
  const drafts = new Map(
    published.map((row): [string, ItemDraft<PageField>] => [
      row.lang,
      {
        fields: { title: row.title, body: row.body },
        fieldRevisions: revisionsOf(PAGE_FIELDS),
        translatedFrom: revisionsOf(PAGE_FIELDS),
      },
    ]),
  );
  await db.transaction().execute((trx) =>
    rows.insertItem(
      trx,
      PAGE,
      {
        id,
        sourceLang: source.lang,
        shared: { path: source.path } satisfies PageShared,
        createdAt: source.updated_at,
        updatedAt: now,
      },
      drafts,
    ),
  );
  return readPageState(db, id);
}

/** A new page's id: past every page's, published, drafted or withdrawn. */
export async function nextPageId(trx: Db): Promise<number> {
  const [published, drafted, withdrawn] = await Promise.all([
    trx
      .selectFrom('custom_pages')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst(),
    rows.largestItemId(trx, PAGE),
    trx
      .selectFrom('content_withdrawals')
      .select((eb) => eb.fn.max('item_id').as('max'))
      .where('kind', '=', PAGE)
      .executeTakeFirst(),
  ]);
  return Math.max(Number(published?.max ?? 0), drafted, Number(withdrawn?.max ?? 0)) + 1;
}

/** Removes a page no language of which is published: its studio rows and former addresses. */
export async function deletePageRows(trx: Db, id: number): Promise<void> {
  await rows.deleteItemRows(trx, PAGE, id);
  await trx.deleteFrom('custom_page_paths').where('page_id', '=', id).execute();
}

/**
 * Whether another page holds `path`: as the address it is published at, or as the one its
 * draft will be published at. A former address is free: the page that takes it ends the
 * redirect.
 */
export async function pathTaken(db: Db, path: string, id: number | null): Promise<boolean> {
  const published = await db
    .selectFrom('custom_pages')
    .select('id')
    .where('path', '=', path)
    .$if(id !== null, (qb) => qb.where('id', '<>', id!))
    .executeTakeFirst();
  if (published) return true;
  const drafts = await db
    .selectFrom('studio_items')
    .select(['id', 'shared'])
    .where('kind', '=', PAGE)
    .$if(id !== null, (qb) => qb.where('id', '<>', id!))
    .execute();
  return drafts.some((row) => (JSON.parse(row.shared) as PageShared).path === path);
}
