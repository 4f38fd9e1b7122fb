// A list of translated items filtered by a language's missing or outdated translations and
// a word of the title, a page at a time; the filter and the page live in the address.
import { pageFrom } from '@studio/shared/ui/pager';

/** Items on a page of a list. */
export const ITEMS_PAGE = 20;
const STATES = ['missing', 'outdated'] as const;

export interface ItemFilter {
  lang?: string;
  state?: (typeof STATES)[number];
  search?: string;
  page: number;
}

/** The list's filter from the address (?lang=en&state=outdated&search=…&page=2). */
export function itemFilterFrom(search: URLSearchParams): ItemFilter {
  const state = STATES.find((value) => value === search.get('state'));
  const lang = search.get('lang') ?? undefined;
  return {
    lang: state && lang ? lang : undefined,
    state: lang ? state : undefined,
    search: search.get('search')?.trim() || undefined,
    page: pageFrom(search),
  };
}

/** The list call's query for a filter. */
export const itemListQuery = ({ lang, state, search, page }: ItemFilter) => ({
  lang,
  state,
  search,
  limit: ITEMS_PAGE,
  offset: (page - 1) * ITEMS_PAGE,
});
