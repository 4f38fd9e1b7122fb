import { company } from '@contract/company';
import type { Company } from '@contract/company';
import { licence } from '@contract/licences';
import type { SocialLinksKeyed } from '@contract/social';
import { SOCIAL_KEYS } from '@contract/social-keys';
import type { Db } from '../../db/database';
import { readJsonColumn } from '../../db/read-json-column';
import type { CompaniesTable } from '../../db/schema';

function toCompany(row: CompaniesTable): Company {
  const {
    lang: _lang,
    address_locality: _locality,
    postal_code: _postalCode,
    address_country: _country,
    ...fields
  } = row;
  return {
    ...fields,
    meta_tags: readJsonColumn(company.shape.meta_tags, row.meta_tags, 'companies.meta_tags'),
    maintenance: Boolean(row.maintenance),
    under_structure: Boolean(row.under_structure),
  };
}

export async function listCompanies(db: Db, lang: string): Promise<Company[]> {
  const rows = await db
    .selectFrom('companies')
    .selectAll()
    .where('lang', '=', lang)
    .orderBy('id')
    .execute();
  return rows.map(toCompany);
}

export async function findCompany(db: Db, lang: string, id: number): Promise<Company | undefined> {
  const row = await db
    .selectFrom('companies')
    .selectAll()
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCompany(row);
}

export function listSocialLinks(db: Db) {
  return db
    .selectFrom('social_links')
    .select(['name', 'url'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function keyedSocialLinks(db: Db): Promise<SocialLinksKeyed> {
  const links = await listSocialLinks(db);
  const byName = new Map(links.map((link) => [link.name.trim().toLowerCase(), link.url]));
  return Object.fromEntries(
    SOCIAL_KEYS.map((key) => [key, byName.has(key) ? { url: byName.get(key)! } : null]),
  ) as SocialLinksKeyed;
}

export async function listLicences(db: Db, lang: string, type: string | undefined) {
  let query = db.selectFrom('licences').selectAll().where('lang', '=', lang);
  if (type) query = query.where('type', '=', type);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    title: row.title,
    image: readJsonColumn(licence.shape.image, row.image, 'licences.image'),
  }));
}

/** The parts of the company's postal address search engines ask for (not in the API). */
export async function findCompanyPostalAddress(db: Db, lang: string, id: number) {
  return db
    .selectFrom('companies')
    .select(['address', 'address_locality', 'postal_code', 'address_country'])
    .where('lang', '=', lang)
    .where('id', '=', id)
    .executeTakeFirst();
}
