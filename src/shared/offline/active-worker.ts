// The page's active service worker, once there is one. The first visit waits for the
// worker to install; a browser without service workers, or one whose registration fails
// or is blocked, gets null (after a while at most), and the page then does the work itself.
const WAIT_MS = 10_000;

let worker: Promise<ServiceWorker | null> | undefined;

export function activeWorker(): Promise<ServiceWorker | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return Promise.resolve(null);
  worker ??= Promise.race([
    navigator.serviceWorker.ready.then((registration) => registration.active),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS)),
  ]).catch(() => null);
  return worker;
}
