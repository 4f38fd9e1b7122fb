// Whether this browser has an outbox at all. Its database is made by the first
// submission ever queued, so a visitor who never sent anything offline (nearly everyone,
// and every first visit) has none: the outbox code and Dexie then stay unloaded until
// something is queued. Browsers that cannot list their databases are assumed to have one.
import { OUTBOX_DB_NAME } from './outbox-db-name';

export async function outboxExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === OUTBOX_DB_NAME);
  } catch {
    return true;
  }
}
