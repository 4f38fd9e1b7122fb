import type { Db } from '../../db/database';
import { parseOrdering } from '../../http/ids';
import type { PageRequest } from '../../http/paging';

export interface CatalogueRequest extends PageRequest {
  type?: string;
  ordering?: string;
}

export async function listMediaItems(db: Db, lang: string, request: CatalogueRequest) {
  const [field, direction] = parseOrdering<'created_at' | 'visited'>(
    request.ordering ?? '-created_at',
  );
  let base = db.selectFrom('media_items').where('lang', '=', lang);
  if (request.type) base = base.where('type', '=', request.type as 'PODCAST');
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base
    .select([
      'id',
      'type',
      'title',
      'description',
      'desktop_banner',
      'phone_banner',
      'file',
      'visited',
      'created_at',
    ])
    .orderBy(field, direction)
    .orderBy('id', 'desc');
  if (request.limit !== undefined) rows = rows.limit(request.limit).offset(request.offset);
  const results = (await rows.execute()).map((row) => ({ ...row, visited: Number(row.visited) }));
  return { count: Number(count), results };
}
