// The renderer's query client (entry-server.tsx). It answers a read by calling the query's
// function and keeping what it returns, or the error it throws, in the query, where TanStack
// Query's own fetch (Query.fetch) defines a getter for its abort signal on two new objects
// each time. On the service's V8 (Node 20) what such a getter's closure reaches, the query
// and its answer, outlives the young generation's collections and stays until a full one:
// with the renderer's spreads already written as copies (vite.config.ts), a new-search page
// still moved 85 KB to the old generation, and 12 KB with this client (`npm run
// bench:promotion`). A render needs nothing else fetch does: it never retries (the browser
// renders a page whose read failed), never cancels a read and never reads an answer twice.
import { QueryClient } from '@tanstack/react-query';
import type {
  DefaultError,
  FetchQueryOptions,
  Query,
  QueryFunctionContext,
  QueryKey,
} from '@tanstack/react-query';

/** What a query's function is given: its key, and a signal never aborted. */
const NEVER_ABORTED = new AbortController().signal;

export class RenderQueryClient extends QueryClient {
  /** The reads under way, by query. */
  private readonly reading = new Map<string, Promise<unknown>>();

  // prefetchQuery reads through here too.
  override fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
  ): Promise<TData> {
    const query = this.getQueryCache().build(this, this.defaultQueryOptions(options));
    return this.answer(query);
  }

  /** The answer of `query`, read once: kept when it was read, awaited while it is read. */
  answer<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    query: Query<TQueryFnData, TError, TData, TQueryKey>,
  ): Promise<TData> {
    if (query.state.status === 'success') return Promise.resolve(query.state.data as TData);
    let read = this.reading.get(query.queryHash);
    if (!read) {
      read = readInto(this, query).finally(() => this.reading.delete(query.queryHash));
      this.reading.set(query.queryHash, read);
    }
    return read as Promise<TData>;
  }
}

/** Reads `query`'s answer into it; a failed read leaves the query failed, as fetch would. */
async function readInto<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  query: Query<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  const read = query.options.queryFn;
  const context = {
    client,
    queryKey: query.queryKey,
    meta: query.meta,
    signal: NEVER_ABORTED,
  } as QueryFunctionContext<TQueryKey>;
  try {
    if (typeof read !== 'function') throw new Error(`${query.queryHash} has no function to read`);
    // What the function answers is what the query holds (a select applies in its observers).
    return query.setData((await read(context)) as unknown as TData);
  } catch (error) {
    query.setState({
      status: 'error',
      fetchStatus: 'idle',
      error: error as TError,
      errorUpdatedAt: Date.now(),
      errorUpdateCount: query.state.errorUpdateCount + 1,
      fetchFailureCount: query.state.fetchFailureCount + 1,
      fetchFailureReason: error as TError,
    });
    throw error;
  }
}
