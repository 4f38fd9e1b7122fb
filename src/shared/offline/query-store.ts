// Key-value storage for the persisted query cache, in IndexedDB through Dexie. Every call
// fails soft: without IndexedDB (private mode) nothing is saved and the site works online.
import Dexie from 'dexie';
import type { Table } from 'dexie';
import type { AsyncStorage } from '@tanstack/query-persist-client-core';

class QueryCacheDatabase extends Dexie {
  entries!: Table<{ key: string; value: string }, string>;

  constructor() {
    super('parvaz-query-cache');
    this.version(1).stores({ entries: 'key' });
  }
}

let database: QueryCacheDatabase | null = null;
const db = () => (database ??= new QueryCacheDatabase());

export const queryStore: AsyncStorage<string> = {
  async getItem(key) {
    try {
      return (await db().entries.get(key))?.value ?? null;
    } catch {
      return null;
    }
  },
  async setItem(key, value) {
    try {
      await db().entries.put({ key, value });
    } catch {
      // Storage full or unavailable: the cache simply is not saved.
    }
  },
  async removeItem(key) {
    try {
      await db().entries.delete(key);
    } catch {
      // Nothing to remove.
    }
  },
};
