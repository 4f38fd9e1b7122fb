// The service worker: precaches the app shell and route chunks, registers the runtime
// caches, waits for the page's word before an update takes over, and flushes the outbox
// on Background Sync (so it is sent even with the tab closed); it also keeps the pages'
// saved query cache for them and drops offline copies of withdrawn posts.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { flushOutbox } from '@shared/outbox/flush-outbox';
import { OUTBOX_SYNC_TAG } from '@shared/outbox/outbox-item';
import { registerCacheRoutes } from './cache-routes';
import { checkWithdrawals } from './forget-withdrawn';
import { handleQueryStoreRequest, isQueryStoreRequest } from './query-store-host';
import { API_PREFIX } from '@contract/api-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string })[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const API_BASE = import.meta.env.VITE_API_BASE ?? API_PREFIX;

// The first install controls the open page at once, so it works offline after one visit;
// later versions wait for the visitor (SKIP_WAITING below).
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerCacheRoutes(new URL(API_BASE, self.location.origin).href);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Pages save and read their query cache through the worker; a page's first read is when
  // the worker drops offline copies of posts withdrawn since it last looked.
  if (isQueryStoreRequest(event.data))
    handleQueryStoreRequest(event, () =>
      checkWithdrawals(new URL(API_BASE, self.location.origin).href),
    );
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  // The browser syncs once it has a network again, so every waiting item is tried; a
  // rejection tells it to try the sync again later.
  sync.waitUntil(
    flushOutbox(API_BASE, 'sync').then((waiting) => {
      if (waiting > 0) throw new Error(`${waiting} submissions still waiting`);
    }),
  );
});
