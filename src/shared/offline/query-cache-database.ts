// The IndexedDB database of the persisted query cache (through Dexie): one table of
// key-value entries, a language's saved cache per key.
import Dexie from 'dexie';
import type { Table } from 'dexie';

export class QueryCacheDatabase extends Dexie {
  entries!: Table<{ key: string; value: string }, string>;

  constructor() {
    super('parvaz-query-cache');
    this.version(1).stores({ entries: 'key' });
  }
}
