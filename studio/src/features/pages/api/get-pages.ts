// One page of the custom pages' list, filtered by a language's missing or outdated
// translations and a word of the title; the filter and the page live in the address.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { studioCall } from '@studio/shared/api/studio-call';
import { itemListQuery } from '@studio/shared/translated-items/item-filter';
import type { ItemFilter } from '@studio/shared/translated-items/item-filter';

export const pagesQuery = ({ lang, state, search, page }: ItemFilter) =>
  queryOptions({
    queryKey: ['pages', 'list', { lang, state, search, page }],
    queryFn: () => studioCall('pages', { query: itemListQuery({ lang, state, search, page }) }),
    placeholderData: keepPreviousData,
  });

export const usePages = (filter: ItemFilter) => useQuery(pagesQuery(filter));
