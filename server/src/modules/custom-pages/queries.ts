import type { Db } from '../../db/database';

/** Paths are compared without surrounding slashes, so `/privacy-policy/` finds `privacy-policy`. */
export function trimSlashes(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}

export function findCustomPages(db: Db, lang: string, path: string) {
  return db
    .selectFrom('custom_pages')
    .select(['id', 'path', 'title', 'body'])
    .where('lang', '=', lang)
    .where('path', '=', trimSlashes(path))
    .execute();
}
