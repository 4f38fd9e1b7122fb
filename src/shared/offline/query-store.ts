// Key-value storage for the persisted query cache, in IndexedDB through Dexie. Dexie is
// loaded at the first use, after the page is interactive, not with the page. Every call
// fails soft: without IndexedDB (private mode) nothing is saved and the site works online.
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import type { QueryCacheDatabase } from './query-cache-database';

let database: Promise<QueryCacheDatabase> | undefined;

function db(): Promise<QueryCacheDatabase> {
  database ??= import('./query-cache-database').then(
    ({ QueryCacheDatabase }) => new QueryCacheDatabase(),
    (error: unknown) => {
      database = undefined;
      throw error;
    },
  );
  return database;
}

export const queryStore: AsyncStorage<string> = {
  async getItem(key) {
    try {
      return (await (await db()).entries.get(key))?.value ?? null;
    } catch {
      return null;
    }
  },
  async setItem(key, value) {
    try {
      await (await db()).entries.put({ key, value });
    } catch {
      // Storage full or unavailable: the cache simply is not saved.
    }
  },
  async removeItem(key) {
    try {
      await (await db()).entries.delete(key);
    } catch {
      // Nothing to remove.
    }
  },
};
