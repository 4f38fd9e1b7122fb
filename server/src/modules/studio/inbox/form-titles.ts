// The forms' titles as the inbox names them: in the site's first language, else any.
import type { Db } from '../../../db/database';

export async function formTitles(db: Db, sourceLang: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('custom_forms').select(['id', 'lang', 'title']).execute();
  const titles = new Map<number, string>();
  for (const row of rows)
    if (row.lang === sourceLang || !titles.has(row.id)) titles.set(row.id, row.title);
  return titles;
}
