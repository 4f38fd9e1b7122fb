// One page of the post list, filtered by a language's missing or outdated translations
// and a word of the title; the filter and the page live in the address.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { pageFrom } from '@studio/shared/ui/pager';

export const POSTS_PAGE = 20;
const STATES = ['missing', 'outdated'] as const;

export interface PostFilter {
  lang?: string;
  state?: (typeof STATES)[number];
  search?: string;
  page: number;
}

/** The list's filter from the address (?lang=en&state=outdated&search=…&page=2). */
export function postFilterFrom(search: URLSearchParams): PostFilter {
  const state = STATES.find((value) => value === search.get('state'));
  const lang = search.get('lang') ?? undefined;
  return {
    lang: state && lang ? lang : undefined,
    state: lang ? state : undefined,
    search: search.get('search')?.trim() || undefined,
    page: pageFrom(search),
  };
}

export const postsQuery = ({ lang, state, search, page }: PostFilter) =>
  queryOptions({
    queryKey: ['posts', 'list', { lang, state, search, page }],
    queryFn: () =>
      studioCall('posts', {
        query: { lang, state, search, limit: POSTS_PAGE, offset: (page - 1) * POSTS_PAGE },
      }),
    placeholderData: keepPreviousData,
  });

export const usePosts = (filter: PostFilter) => useQuery(postsQuery(filter));
