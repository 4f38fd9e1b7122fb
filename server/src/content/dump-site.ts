// The files of what every page shows: languages, social links, the company, the menu, and a
// page content file per page policy, read back from their rows.
import { company as companyAnswer } from '@contract/company';
import { menuList, page as pageAnswer } from '@contract/pages';
import type { MenuLink } from '@contract/pages';
import { readJsonColumn } from '../db/read-json-column';
import type { z } from 'zod';
import type * as files from './content-files';
import { byItem } from './item-rows';
import type { DumpContext, ItemRows } from './item-rows';
import { nameOf, nameOrNull } from './media-names';

type File<S extends z.ZodType> = z.input<S>;

export async function dumpLanguages({ db, losses }: DumpContext) {
  const rows = await db.selectFrom('languages').selectAll().orderBy('position').execute();
  rows.forEach((row, position) => {
    if (row.position !== position)
      losses.add('languages.json: positions the loader numbers from 0', row.value);
  });
  return rows.map(
    ({ position: _, ...language }): File<typeof files.languagesFile>[number] => language,
  );
}

export async function dumpSocialLinks({ db, losses }: DumpContext) {
  const rows = await db
    .selectFrom('social_links')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  rows.forEach((row, position) => {
    if (row.position !== position || row.id !== position + 1)
      losses.add('social-links.json: ids and positions the loader numbers in order', row.id);
  });
  return rows.map(({ name, url }): File<typeof files.socialLinksFile>[number] => ({ name, url }));
}

export async function dumpCompany(context: DumpContext): Promise<File<typeof files.companyFile>> {
  const rows = await context.db.selectFrom('companies').selectAll().execute();
  const [company, ...others] = byItem(context, 'company.json', rows, (row) => row.id);
  if (!company) throw new Error('The database holds no company: there is no content to dump');
  for (const other of others) other.lost('a company beside the first');
  const image = (what: string, pick: (row: (typeof rows)[number]) => string) =>
    nameOf(company, what, company.shared(what, pick));
  const metaTags = company.parts('meta tags', (row) =>
    readJsonColumn(companyAnswer.shape.meta_tags, row.meta_tags, 'companies.meta_tags'),
  );
  return {
    id: company.first.id,
    name: company.text((row) => row.name),
    description: company.text((row) => row.description),
    favicon: image('favicon', (row) => row.favicon),
    logo: image('logo', (row) => row.logo),
    home_logo: image('home logo', (row) => row.home_logo),
    app_icon_text: company.text((row) => row.app_icon_text),
    app_url: company.shared('app address', (row) => row.app_url),
    app_logo: image('app logo', (row) => row.app_logo),
    login_icon_text: company.text((row) => row.login_icon_text),
    login_url: company.shared('login address', (row) => row.login_url),
    login_logo: image('login logo', (row) => row.login_logo),
    maintenance: company.shared('maintenance', (row) => row.maintenance === 1),
    under_structure: company.shared('under structure', (row) => row.under_structure === 1),
    phone_number: company.shared('phone number', (row) => row.phone_number),
    email: company.shared('email', (row) => row.email),
    address: company.text((row) => row.address),
    address_locality: company.text((row) => row.address_locality ?? ''),
    postal_code: company.shared('postal code', (row) => row.postal_code ?? ''),
    address_country: company.shared('country', (row) => row.address_country ?? ''),
    meta_tags: metaTags.map((tag) => ({
      key: tag.shared('meta tag key', (t) => t.key),
      content: tag.text((t) => t.content),
      type: tag.shared('meta tag type', (t) => t.type) as 'og' | 'meta' | 'link',
      media: tag.shared('meta tag media', (t) => t.media ?? null),
    })),
  };
}

export async function dumpMenu(context: DumpContext): Promise<File<typeof files.menuFile>> {
  const rows = await context.db.selectFrom('menus').selectAll().execute();
  const [menu] = byItem(context, 'menu.json', rows, (row) => row.company_id);
  if (!menu) return [];
  const entries = (list: ItemRows<MenuLink>[]): File<typeof files.menuFile> =>
    list.map((entry) => {
      const children = entries(entry.parts('menu entries', (link) => link.children));
      return {
        id: entry.shared('menu entry id', (link) => link.id),
        title: entry.text((link) => link.title),
        url: entry.shared('menu entry address', (link) => link.url),
        ...(children.length > 0 ? { children } : {}),
      };
    });
  return entries(
    menu.parts('menu entries', (row) => readJsonColumn(menuList, row.items, 'menus.items')),
  );
}

/** A file a page policy, named after it (pages/<policy>.json). */
export async function dumpPages(context: DumpContext) {
  const rows = await context.db.selectFrom('pages').selectAll().execute();
  const pages = byItem(context, 'pages', rows, (row) => row.id).map((item) => {
    const policy = item.shared('policy', (row) => row.policy);
    if (!/^[a-z0-9-]+$/.test(policy))
      throw new Error(`pages: page ${item.id}'s policy ${JSON.stringify(policy)} names no file`);
    const sections = item.parts('sections', (row) =>
      readJsonColumn(pageAnswer.shape.sections, row.sections, 'pages.sections'),
    );
    return { item, policy, sections };
  });
  // The loader reads the files by name and numbers the pages, and their components in every
  // language, in that order.
  pages.sort((a, b) => (a.policy < b.policy ? -1 : 1));
  const counters = new Map<string, number>();
  return pages.map(({ item, policy, sections }, index) => {
    if (item.id !== index + 1) item.lost('page ids the loader numbers by file name');
    const file: File<typeof files.pageFile> = {
      sections: sections.map((section) => ({
        value: section.shared('section value', (s) => s.value),
        order: section.shared('section order', (s) => s.order),
        title: section.text((s) => s.title),
        components: section
          .parts('components', (s) => s.components)
          .map((component) => {
            for (const [lang, row] of component.rows) {
              const id = (counters.get(lang) ?? 0) + 1;
              counters.set(lang, id);
              if (row.id !== id) component.lost('component ids the loader numbers in order');
            }
            const media = (what: string, pick: (c: typeof component.first) => string | null) =>
              nameOrNull(
                component,
                what,
                component.shared(what, (c) => pick(c) ?? null),
              );
            return {
              value: component.shared('component value', (c) => c.value),
              text: component.textOrNull('component text', (c) => c.text),
              html: component.textOrNull('component html', (c) => c.text_with_ckeditor),
              link: component.textOrNull('component link', (c) => c.link),
              media: media('component media', (c) => c.desktop_media),
              phone_media: media('component phone media', (c) => c.phone_media ?? null),
            };
          }),
      })),
    };
    return { policy, file };
  });
}
