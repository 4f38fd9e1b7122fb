// What a change of one custom page forgets: the custom-page answers for its addresses (old
// and new) in its languages, and its pages at those addresses in every language (a new
// address turns the old into a redirect).
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { API_PREFIX, READS } from '@contract/api-routes';
import { trimSlashes } from '../modules/custom-pages/queries';
import { readParts } from './read-change';
import type { ReadChange } from './read-change';

const CUSTOM_PAGE_READ = `${API_PREFIX}${READS.customPages.route}`.replace(/\/$/, '');

/** `paths`: the page's addresses before and after the change (after /page/). */
export function customPageChange(languages: string[], paths: string[]): ReadChange {
  return {
    kind: 'reads',
    message: { kind: 'customPage', languages, paths },
    changesRead(url) {
      const { path, query } = readParts(url);
      if (path !== CUSTOM_PAGE_READ) return false;
      const lang = query.get('lang') || DEFAULT_LANGUAGE;
      return languages.includes(lang) && paths.includes(trimSlashes(query.get('path') ?? ''));
    },
    changesPage(pageUrl) {
      const match = /^(?:\/[a-z]{2,3})?\/page\/([^/]+)\/?$/.exec(new URL(pageUrl).pathname);
      if (!match) return false;
      try {
        return paths.includes(decodeURIComponent(match[1]!));
      } catch {
        return false;
      }
    },
  };
}
