// The state of the media and portfolio pages: type and sort (either change goes back to
// page 1) and the page of items, 3 at a time.
import { useState } from 'react';
import type { Paged } from '@contract/common';
import { usePagedList } from '../paging/use-paged-list';
import type { CatalogueSort } from './sort-options';
import { CATALOGUE_ORDERING } from './sort-options';
import type { TypeChoice } from './type-filter';

export const CATALOGUE_PAGE_SIZE = 3;

export interface CatalogueQuery {
  type: TypeChoice;
  ordering: string | undefined;
  limit: number;
  offset: number;
}

export function useCatalogue<T>(
  area: 'media' | 'portfolio',
  lang: string,
  fetchPage: (query: CatalogueQuery) => Promise<Paged<T>>,
) {
  const [type, setType] = useState<TypeChoice>('');
  const [sort, setSort] = useState<CatalogueSort>('all');
  const ordering = CATALOGUE_ORDERING[sort];
  const list = usePagedList({
    // The key of the area's call (its name in contract/api-routes.ts) with the filters.
    key: [area, { lang, type, ordering }],
    limit: CATALOGUE_PAGE_SIZE,
    fetchPage: (paging) => fetchPage({ type, ordering, ...paging }),
  });
  return { type, setType, sort, setSort, list };
}
