import type { Db } from '../../db/database';

/** Paths are compared without surrounding slashes, so `/privacy-policy/` finds `privacy-policy`. */
export function trimSlashes(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}

/**
 * The page at `path`; at an address a page had before, that page (its `path` the address it
 * has now, where the site sends the visitor).
 */
export async function findCustomPages(db: Db, lang: string, path: string) {
  const columns = ['id', 'path', 'title', 'body'] as const;
  const wanted = trimSlashes(path);
  const pages = await db
    .selectFrom('custom_pages')
    .select(columns)
    .where('lang', '=', lang)
    .where('path', '=', wanted)
    .execute();
  if (pages.length > 0) return pages;
  return db
    .selectFrom('custom_page_paths')
    .innerJoin('custom_pages', 'custom_pages.id', 'custom_page_paths.page_id')
    .select(columns.map((column) => `custom_pages.${column}` as const))
    .where('custom_page_paths.path', '=', wanted)
    .where('custom_pages.lang', '=', lang)
    .execute();
}
