// The state of the media and portfolio pages: type and sort (either change goes back to
// page 1) and the page of items, 3 at a time.
import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Paged } from '@contract/common';
import { readFirstPage, usePagedList } from '../paging/use-paged-list';
import type { Paging } from '../paging/use-paged-list';
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

type Area = 'media' | 'portfolio';

type FetchPage<T> = (query: CatalogueQuery) => Promise<Paged<T>>;

/** What a visitor sees first: every type, in the default order. */
const FIRST_TYPE: TypeChoice = '';
const FIRST_SORT: CatalogueSort = 'all';

/** The area's items of one type in one order, a page at a time. */
function catalogueList<T>(
  area: Area,
  lang: string,
  fetchPage: FetchPage<T>,
  type: TypeChoice,
  ordering: string | undefined,
) {
  return {
    // The key of the area's call (its name in contract/api-routes.ts) with the filters.
    key: [area, { lang, type, ordering }],
    limit: CATALOGUE_PAGE_SIZE,
    fetchPage: (paging: Paging) => fetchPage({ type, ordering, ...paging }),
  };
}

/** Starts reading the first page a visitor sees (a route module's addressReads). */
export function readFirstCataloguePage<T>(
  client: QueryClient,
  area: Area,
  lang: string,
  fetchPage: FetchPage<T>,
) {
  return readFirstPage(
    client,
    catalogueList(area, lang, fetchPage, FIRST_TYPE, CATALOGUE_ORDERING[FIRST_SORT]),
  );
}

export function useCatalogue<T>(area: Area, lang: string, fetchPage: FetchPage<T>) {
  const [type, setType] = useState<TypeChoice>(FIRST_TYPE);
  const [sort, setSort] = useState<CatalogueSort>(FIRST_SORT);
  const list = usePagedList(catalogueList(area, lang, fetchPage, type, CATALOGUE_ORDERING[sort]));
  return { type, setType, sort, setSort, list };
}
