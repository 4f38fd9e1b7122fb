import { service } from '@contract/services';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import { parseOrdering } from '../../http/ids';
import type { PageRequest } from '../../http/paging';

type ServiceOrder = 'created_at' | 'updated_at' | 'position';

export async function listServices(
  db: Db,
  lang: string,
  page: PageRequest & { ordering?: string },
) {
  const [field, direction] = parseOrdering<ServiceOrder>(page.ordering ?? 'position');
  const base = db.selectFrom('services').where('lang', '=', lang);
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base
    .select(['id', 'title', 'description', 'banner', 'items'])
    .orderBy(field, direction)
    .orderBy('id', 'asc');
  if (page.limit !== undefined) rows = rows.limit(page.limit).offset(page.offset);
  const results = (await rows.execute()).map((row) => ({
    ...row,
    banner: readJsonColumn(service.shape.banner, row.banner, 'services.banner'),
    items: readJsonColumn(service.shape.items, row.items, 'services.items'),
  }));
  return { count: Number(count), results };
}
