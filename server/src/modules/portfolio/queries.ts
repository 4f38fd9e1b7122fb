import { portfolioItem } from '@contract/portfolio';
import type { PortfolioItem } from '@contract/portfolio';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import { parseOrdering } from '../../http/ids';
import type { CatalogueRequest } from '../media/queries';

const COLUMNS = [
  'id',
  'type',
  'title',
  'short_description',
  'description',
  'banner',
  'visited',
  'created_at',
] as const;

type Row = Omit<PortfolioItem, 'banner'> & { banner: string };
const toItem = (row: Row): PortfolioItem => ({
  ...row,
  visited: Number(row.visited),
  banner: readJsonColumn(portfolioItem.shape.banner, row.banner, 'portfolio_items.banner'),
});

export async function listPortfolio(db: Db, lang: string, request: CatalogueRequest) {
  const [field, direction] = parseOrdering<'created_at' | 'visited'>(
    request.ordering ?? '-created_at',
  );
  let base = db.selectFrom('portfolio_items').where('lang', '=', lang);
  if (request.type) base = base.where('type', '=', request.type as 'PODCAST');
  const { count } = await base
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base.select(COLUMNS).orderBy(field, direction).orderBy('id', 'desc');
  if (request.limit !== undefined) rows = rows.limit(request.limit).offset(request.offset);
  return { count: Number(count), results: (await rows.execute()).map(toItem) };
}

export async function findPortfolioItem(db: Db, lang: string, id: number) {
  const row = await db
    .selectFrom('portfolio_items')
    .select(COLUMNS)
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toItem(row);
}
