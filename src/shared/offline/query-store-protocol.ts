// How a page asks the service worker to read or write the saved query cache. The worker
// owns the IndexedDB work (through Dexie), so pages neither load Dexie nor spend their
// main thread on storage; the answer comes back on the message's port.
export const QUERY_STORE_MESSAGE = 'query-store';

export type QueryStoreRequest =
  | { type: typeof QUERY_STORE_MESSAGE; op: 'get'; key: string }
  | { type: typeof QUERY_STORE_MESSAGE; op: 'set'; key: string; value: string }
  | { type: typeof QUERY_STORE_MESSAGE; op: 'remove'; key: string };

/** `ok: false` when the worker could not reach IndexedDB. */
export interface QueryStoreReply {
  ok: boolean;
  value: string | null;
}
