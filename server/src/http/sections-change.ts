// What publishing a fixed page's texts forgets: the page-content answers of that page in
// its languages, the pages that read one, and the page's frames (its head's title is its
// first section's).
import { DEFAULT_LANGUAGE } from '@contract/site-languages';
import { API_PREFIX, READS } from '@contract/api-routes';
import { splitLanguage } from '@contract/site-addresses';
import { fixedPageAt } from '@contract/site-pages';
import type { PagePolicy } from '@contract/pages';
import { readParts } from './read-change';
import type { ReadChange } from './read-change';

const PAGE_READ = `${API_PREFIX}${READS.pages.route}`.replace(/\/$/, '');

export function sectionsChange(policy: PagePolicy, languages: string[]): ReadChange {
  return {
    kind: 'reads',
    message: { kind: 'sections', policy, languages },
    changesRead(url) {
      const { path, query } = readParts(url);
      return (
        path === PAGE_READ &&
        query.get('page_policy__value') === policy &&
        languages.includes(query.get('lang') || DEFAULT_LANGUAGE)
      );
    },
    changesPage(pageUrl) {
      const { lang = DEFAULT_LANGUAGE, path } = splitLanguage(new URL(pageUrl).pathname);
      const fixed = fixedPageAt(path.length > 1 ? path.replace(/\/$/, '') : path);
      return fixed?.policy === policy && languages.includes(lang);
    },
  };
}
