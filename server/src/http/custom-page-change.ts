// What a change of one custom page forgets, instead of every prepared answer and page: the
// custom-page answers for its addresses (old and new) in its languages, and the pages that
// read one of them (the page itself at those addresses) with their frames. The sitemap
// follows the addresses' change.
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { API_PREFIX, READS } from '@contract/api-routes';
import { trimSlashes } from '../modules/custom-pages/queries';

export interface CustomPageChange {
  kind: 'page';
  id: number;
  /** The languages whose published rows changed. */
  languages: string[];
  /** The page's addresses before and after the change (after /page/). */
  paths: string[];
}

const CUSTOM_PAGE_READ = `${API_PREFIX}${READS.customPages.route}`.replace(/\/$/, '');

/** Whether an API read at `url` is one of the custom-page answers the change may change. */
export function isCustomPageRead(change: CustomPageChange, url: string): boolean {
  const [path = '', search = ''] = url.split('?');
  if (path.replace(/\/$/, '') !== CUSTOM_PAGE_READ) return false;
  const query = new URLSearchParams(search);
  const lang = query.get('lang') || DEFAULT_LANGUAGE;
  return (
    change.languages.includes(lang) && change.paths.includes(trimSlashes(query.get('path') ?? ''))
  );
}

/** The page's own addresses in any language: `/[lang/]page/<path>`, old or new. */
export function isCustomPageAddress(change: CustomPageChange, pageUrl: string): boolean {
  const match = /^(?:\/[a-z]{2,3})?\/page\/([^/]+)\/?$/.exec(new URL(pageUrl).pathname);
  if (!match) return false;
  let path: string;
  try {
    path = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  return change.paths.includes(path);
}
