import type { Db } from '../../db/database';
import { parseOrdering } from '../../http/ids';
import type { PageRequest } from '../../http/paging';

export async function listFaqs(db: Db, lang: string, page: PageRequest & { ordering?: string }) {
  const [field, direction] = parseOrdering<'created_at'>(page.ordering ?? '-created_at');
  const base = db.selectFrom('faqs').where('lang', '=', lang);
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base
    .select(['id', 'question', 'answer', 'created_at'])
    .orderBy(field, direction)
    .orderBy('id', direction);
  if (page.limit !== undefined) rows = rows.limit(page.limit).offset(page.offset);
  return { count: Number(count), results: await rows.execute() };
}
