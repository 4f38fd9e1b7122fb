// Publishing copies a language's draft into the rows the public API reads (custom_pages) at
// the page's address; when the address changed, the one visitors knew is kept as a former
// address that sends them on. Withdrawing removes the language's row, the draft staying.
// Both run inside the caller's transaction.
import type { Db } from '../../../db/database';
import type { PageState } from './page-drafts';

export async function publishPageLanguage(trx: Db, state: PageState, lang: string) {
  const { item } = state;
  const { title, body } = state.drafts.get(lang)!.fields;
  const shown = { title, body, path: item.shared.path, updated_at: new Date().toISOString() };
  await trx
    .insertInto('custom_pages')
    .values({ id: item.id, lang, ...shown })
    .onConflict((conflict) => conflict.columns(['id', 'lang']).doUpdateSet(shown))
    .execute();
}

/**
 * Moves every published language of the page to its draft's address, keeping the addresses
 * it had as former ones; the new address stops being anyone's former one.
 */
export async function moveAddress(trx: Db, state: PageState): Promise<string[]> {
  const { id, shared } = state.item;
  const before = await trx
    .selectFrom('custom_pages')
    .select('path')
    .distinct()
    .where('id', '=', id)
    .where('path', '<>', shared.path)
    .execute();
  await trx.deleteFrom('custom_page_paths').where('path', '=', shared.path).execute();
  if (before.length === 0) return [];
  await trx.updateTable('custom_pages').set({ path: shared.path }).where('id', '=', id).execute();
  for (const { path } of before)
    await trx
      .insertInto('custom_page_paths')
      .values({ path, page_id: id })
      .onConflict((conflict) => conflict.column('path').doUpdateSet({ page_id: id }))
      .execute();
  return before.map((row) => row.path);
}

export async function withdrawPageLanguage(trx: Db, id: number, lang: string): Promise<boolean> {
  const result = await trx
    .deleteFrom('custom_pages')
    .where('id', '=', id)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The addresses that send visitors to the page. */
export async function formerPaths(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('custom_page_paths')
    .select('path')
    .where('page_id', '=', id)
    .orderBy('path')
    .execute();
  return rows.map((row) => row.path);
}
