// The state of a paged list (blog, media, portfolio, jobs): the page number, which goes
// back to 1 whenever the filters in `key` change, and the query for that page. The page
// shown stays on screen while the next one loads.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged } from '@contract/common';
import { pageCount, pageOffset } from './paging';

/** Which items of the list a page holds. */
export interface Paging {
  limit: number;
  offset: number;
}

export interface PagedListOptions<T> {
  /** The key of the list's call without the page (readKey: name, language, filters). */
  key: readonly unknown[];
  limit: number;
  fetchPage(paging: Paging): Promise<Paged<T>>;
}

/** The query of one page of the list. */
function pagedListQuery<T>({ key, limit, fetchPage }: PagedListOptions<T>, page: number) {
  return queryOptions({
    queryKey: [...key, { page, limit }],
    queryFn: () => fetchPage({ limit, offset: pageOffset(page, limit) }),
  });
}

/** Starts reading the list's first page, as the screen shows it first (a route module's
 * addressReads, on the service). */
export function readFirstPage<T>(client: QueryClient, options: PagedListOptions<T>) {
  return client.prefetchQuery(pagedListQuery(options, 1));
}

export function usePagedList<T>(options: PagedListOptions<T>) {
  const { key, limit } = options;
  const filters = JSON.stringify(key);
  const [state, setState] = useState({ filters, page: 1 });
  // New filters start again at page 1, and forget the page of the old ones.
  if (state.filters !== filters) setState({ filters, page: 1 });
  const page = state.filters === filters ? state.page : 1;
  const query = useQuery({ ...pagedListQuery(options, page), placeholderData: keepPreviousData });
  return {
    query,
    page,
    pages: query.data ? pageCount(query.data.count, limit) : 1,
    /** Pagination is shown only when there is more than one page. */
    paged: (query.data?.count ?? 0) > limit,
    setPage: (next: number) => setState({ filters, page: next }),
  };
}
