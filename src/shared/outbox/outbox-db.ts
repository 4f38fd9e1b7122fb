// The outbox lives in IndexedDB (through Dexie) so it survives closing the tab, restarting
// the browser and a service-worker update; the page and the service worker share it.
import Dexie from 'dexie';
import type { Table } from 'dexie';
import { OUTBOX_DB_NAME } from './outbox-db-name';
import type { OutboxItem } from './outbox-item';

class OutboxDatabase extends Dexie {
  items!: Table<OutboxItem, string>;

  constructor() {
    super(OUTBOX_DB_NAME);
    this.version(1).stores({ items: 'id, state, createdAt' });
  }
}

export const outboxDb = new OutboxDatabase();
