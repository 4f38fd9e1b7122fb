// What the service's renderer (entry-server.tsx) knows of a page's reads. A render finds its
// reads pass by pass: the first pass names what a screen reads at once, and some reads wait
// for an answer (the header's menu waits for the navbar page to name its company), which
// costs another pass of the whole page. The reads a path's last render found late are
// started with the first pass of its next render, so they are answered with the others.
// A guess that no longer holds is read but not sent: only the queries the last pass read
// go into the page.
import { QueryCache } from '@tanstack/react-query';
import type { Query, QueryClient, QueryKey, QueryOptions, QueryState } from '@tanstack/react-query';
import { readQueryOfKey } from '@shared/api/read-query';

/** A query cache that tells which queries the render pass under way read. */
export class PassQueryCache extends QueryCache {
  private readHashes = new Set<string>();

  /** Called before each pass. */
  startPass(): void {
    this.readHashes = new Set();
  }

  /** The queries this pass has read so far. */
  passReads(): Query[] {
    return this.getAll().filter((query) => this.readHashes.has(query.queryHash));
  }

  // Every useQuery of a render builds its query (or finds it) here.
  override build<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
    client: QueryClient,
    options: QueryOptions<TQueryFnData, TError, TData, TQueryKey> & { queryKey: TQueryKey },
    state?: QueryState<TData, TError>,
  ): Query<TQueryFnData, TError, TData, TQueryKey> {
    const query = super.build(client, options, state);
    this.readHashes.add(query.queryHash);
    return query;
  }
}

/** Paths whose late reads are kept, the least recently rendered forgotten first. */
const PATHS_KEPT = 1_000;

export class LateReads {
  private readonly byPath = new Map<string, QueryKey[]>();

  /** Starts the reads the last render of `path` found late; not waited for here. */
  start(path: string, client: QueryClient): void {
    for (const key of this.byPath.get(path) ?? []) {
      const options = readQueryOfKey(key);
      if (options) void client.prefetchQuery(options);
    }
  }

  /** Keeps the reads a render of `path` found after its first pass: `late`, of calls with
   * their input (readKey), whose key says how to read them again. */
  learn(path: string, late: QueryKey[]): void {
    this.byPath.delete(path);
    const keys = late.filter((key) => readQueryOfKey(key) !== undefined);
    if (keys.length === 0) return;
    if (this.byPath.size >= PATHS_KEPT) this.byPath.delete(this.byPath.keys().next().value!);
    this.byPath.set(path, keys);
  }
}
