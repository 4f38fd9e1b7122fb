// The query cache is saved per language, so reopening the site offline shows the last
// seen content of the chosen language at once, and another language's content once it
// was opened. Only successful queries are saved; a new build (the buster) or a week's age
// discards the saved cache. gcTime must be at least MAX_AGE, or restored queries would be
// collected before anyone reads them.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { PERSIST_MAX_AGE } from './persist-max-age';
import { queryStore } from './query-store';

const BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';
const RESTORE_TIMEOUT_MS = 1500;

/** The language a query belongs to: the `lang` in its key. */
export function queryLanguage(key: QueryKey): string | undefined {
  for (const part of key) {
    if (part && typeof part === 'object' && 'lang' in part) {
      const lang = (part as { lang: unknown }).lang;
      if (typeof lang === 'string') return lang;
    }
  }
  return undefined;
}

export function shouldPersist(query: Query, lang: string): boolean {
  return query.state.status === 'success' && queryLanguage(query.queryKey) === lang;
}

const persisterFor = (lang: string) =>
  createAsyncStoragePersister({ storage: queryStore, key: `queries:${lang}`, throttleTime: 1000 });

/**
 * Puts the saved cache of a language back, waiting at most a moment for IndexedDB. The
 * restored answers show at once and are marked stale, so screens refresh them as they
 * mount (when there is a network).
 */
export async function restoreLanguage(client: QueryClient, lang: string): Promise<void> {
  // Answers already in the cache (those a rendered page came with) are newer than any
  // saved copy and stay fresh; only what the restore put back is marked stale.
  const before = new Map(
    client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  );
  const restore = persistQueryClientRestore({
    queryClient: client,
    persister: persisterFor(lang),
    maxAge: PERSIST_MAX_AGE,
    buster: BUSTER,
  })
    .then(() =>
      client.invalidateQueries({
        predicate: (query) =>
          queryLanguage(query.queryKey) === lang &&
          before.get(query.queryHash) !== query.state.dataUpdatedAt,
        refetchType: 'none',
      }),
    )
    .catch(() => undefined);
  await Promise.race([restore, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
}

/**
 * Saves the language's successful queries now (answers may have arrived before this
 * started) and whenever the cache changes; returns a stop.
 */
export function persistLanguage(client: QueryClient, lang: string): () => void {
  const options = {
    queryClient: client,
    persister: persisterFor(lang),
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: (query: Query) => shouldPersist(query, lang) },
  };
  void persistQueryClientSave(options).catch(() => undefined);
  return persistQueryClientSubscribe(options);
}

/** Which of these languages have a saved cache this build can put back. */
export async function savedLanguages<Code extends string>(codes: Code[]): Promise<Code[]> {
  const usable = await Promise.all(
    codes.map(async (code) => {
      const saved = await Promise.resolve(queryStore.getItem(`queries:${code}`)).catch(() => null);
      if (!saved) return false;
      try {
        const { buster, timestamp } = JSON.parse(saved) as { buster?: string; timestamp?: number };
        return buster === BUSTER && Date.now() - (timestamp ?? 0) < PERSIST_MAX_AGE;
      } catch {
        return false;
      }
    }),
  );
  return codes.filter((_, index) => usable[index]);
}
