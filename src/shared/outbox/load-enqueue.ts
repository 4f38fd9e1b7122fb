// The outbox's storage (IndexedDB through Dexie) is not needed to show a form, only to
// keep a submission the network could not take. Forms start loading it early (their
// submission's `preload`), so it is ready, without the network, by the time a send fails.
import type * as Enqueue from './enqueue';

type EnqueueModule = typeof Enqueue;

let loading: Promise<EnqueueModule> | undefined;

export function loadEnqueue(): Promise<EnqueueModule> {
  loading ??= import('./enqueue').catch((error: unknown) => {
    // A failed load (offline before the service worker had the file) may succeed later.
    loading = undefined;
    throw error;
  });
  return loading;
}
