// Query defaults of the site: one retry, no refetch when the window regains focus. Queries
// try the network even offline (the service worker may answer from its cache), and stay
// in memory as long as their saved copy may be restored.
import { QueryClient } from '@tanstack/react-query';
import type { QueryCache, QueryClientConfig } from '@tanstack/react-query';
import { PERSIST_MAX_AGE } from '../offline/persist-max-age';

/** `queryCache`: the service's renderer's own, which tells what each pass read. */
export function queryClientConfig(queryCache?: QueryCache): QueryClientConfig {
  return {
    ...(queryCache && { queryCache }),
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        gcTime: PERSIST_MAX_AGE,
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient(queryClientConfig());
}
