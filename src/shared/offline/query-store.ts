// Key-value storage for the persisted query cache, in IndexedDB through Dexie. Where a
// service worker is active it does the reading and writing (see query-store-protocol.ts),
// so a page loads no storage code at all; otherwise the page loads Dexie at the first use.
// Every call fails soft: without IndexedDB (private mode) nothing is saved and the site
// works online.
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { activeWorker } from './active-worker';
import type { QueryCacheDatabase } from './query-cache-database';
import { QUERY_STORE_MESSAGE } from './query-store-protocol';
import type { QueryStoreReply, QueryStoreRequest } from './query-store-protocol';

type Operation =
  | { op: 'get'; key: string }
  | { op: 'set'; key: string; value: string }
  | { op: 'remove'; key: string };

/** A worker that does not answer within this long is taken to be gone. */
const REPLY_TIMEOUT_MS = 3000;

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

async function inPage(operation: Operation): Promise<string | null> {
  const { entries } = await db();
  if (operation.op === 'get') return (await entries.get(operation.key))?.value ?? null;
  if (operation.op === 'set') await entries.put({ key: operation.key, value: operation.value });
  else await entries.delete(operation.key);
  return null;
}

function inWorker(worker: ServiceWorker, operation: Operation): Promise<QueryStoreReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(
      () => reject(new Error('No answer from the service worker')),
      REPLY_TIMEOUT_MS,
    );
    channel.port1.onmessage = (event: MessageEvent<QueryStoreReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    const request = { type: QUERY_STORE_MESSAGE, ...operation } as QueryStoreRequest;
    worker.postMessage(request, [channel.port2]);
  });
}

async function run(operation: Operation): Promise<string | null> {
  const worker = await activeWorker();
  if (worker) {
    try {
      const reply = await inWorker(worker, operation);
      if (reply.ok) return reply.value;
    } catch {
      // The worker went away (an update, a crash): the page does it instead.
    }
  }
  return inPage(operation);
}

const failSoft = async (operation: Operation): Promise<string | null> => {
  try {
    return await run(operation);
  } catch {
    // Storage full or unavailable: the cache simply is not saved or found.
    return null;
  }
};

export const queryStore: AsyncStorage<string> = {
  getItem: (key) => failSoft({ op: 'get', key }),
  setItem: async (key, value) => {
    await failSoft({ op: 'set', key, value });
  },
  removeItem: async (key) => {
    await failSoft({ op: 'remove', key });
  },
};
