import { menuList, page } from '@contract/pages';
import type { MenuLink, Page } from '@contract/pages';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';

export async function findPagesByPolicy(db: Db, lang: string, policy: string): Promise<Page[]> {
  const rows = await db
    .selectFrom('pages')
    .select(['id', 'policy', 'company_id', 'sections'])
    .where('lang', '=', lang)
    .where('policy', '=', policy)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    page_policy: { value: row.policy },
    company: row.company_id,
    sections: readJsonColumn(page.shape.sections, row.sections, 'pages.sections').sort(
      (a, b) => a.order - b.order,
    ),
  }));
}

export async function findMenu(db: Db, lang: string, companyId: number): Promise<MenuLink[]> {
  const row = await db
    .selectFrom('menus')
    .select('items')
    .where('lang', '=', lang)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ? readJsonColumn(menuList, row.items, 'menus.items') : [];
}
