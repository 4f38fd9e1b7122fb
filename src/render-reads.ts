// What the service's renderer (entry-server.tsx) knows of a page's reads. A render finds its
// reads pass by pass: a pass names what the screens read, and each read it finds unanswered
// costs another pass of the whole page once it is answered (some reads wait for an answer:
// the header's menu waits for the navbar page to name its company). So the reads the last
// render of the same page (a route in a language) sent are read before the first pass,
// beside the ones the page's address decides (a list's filters: address-reads.ts), and a page
// whose reads were all known is rendered once. A guess that no longer holds (the last post's
// read, on a page of another post) is read but not sent: only the queries the last pass
// read go into the page.
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

/** Pages whose reads are kept (a page in a language: a few dozen in all), the least recently
 * rendered forgotten first. */
const PAGES_KEPT = 200;

export class KnownReads {
  private readonly byPage = new Map<string, QueryKey[]>();

  /** Reads what the last render of `page` read; each promise settles with its answer. */
  read(page: string, client: QueryClient): Promise<void>[] {
    return (this.byPage.get(page) ?? []).flatMap((key) => {
      const options = readQueryOfKey(key);
      return options ? [client.prefetchQuery(options)] : [];
    });
  }

  /** Keeps the reads a render of `page` sent: those of calls with their input (readKey),
   * whose key says how to read them again. */
  learn(page: string, reads: QueryKey[]): void {
    this.byPage.delete(page);
    const keys = reads.filter((key) => readQueryOfKey(key) !== undefined);
    if (keys.length === 0) return;
    if (this.byPage.size >= PAGES_KEPT) this.byPage.delete(this.byPage.keys().next().value!);
    this.byPage.set(page, keys);
  }
}
