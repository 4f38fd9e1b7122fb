// limit/offset paging in the style the clients expect: {count, next, previous, results},
// with next/previous as addresses of the neighbouring pages (same path and query).
import type { FastifyRequest } from 'fastify';
import type { Paged } from '@contract/common';

export interface PageRequest {
  limit?: number;
  offset: number;
}

/** What paging reads of a request: its address, and its query's limit and offset. */
type PagedRequest = Pick<FastifyRequest, 'url'> & { query: PageRequest };

/** The page of the rows found that the request asked for, with links to its neighbours. */
export function pageOf<T>(
  request: PagedRequest,
  { count, results }: { count: number; results: T[] },
): Paged<T> {
  if (request.query.limit === undefined) return { count, next: null, previous: null, results };
  const { limit, offset } = request.query;
  const link = (at: number) => {
    const url = new URL(request.url, 'http://service');
    url.searchParams.set('limit', String(limit));
    if (at > 0) url.searchParams.set('offset', String(at));
    else url.searchParams.delete('offset');
    return `${url.pathname}${url.search}`;
  };
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results,
  };
}
