// Registers the service worker once the page has loaded, and keeps the update it finds
// waiting until the visitor chooses to reload (nothing they typed is lost to a forced
// reload).
import { registerSW } from 'virtual:pwa-register';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let update: ((reload?: boolean) => Promise<void>) | undefined;

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  update = registerSW({
    onNeedRefresh() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
  });
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/** Lets the waiting service worker take over; the page reloads when it does. */
export function applyUpdate(): void {
  void update?.(true);
}
