// Whether the layout shows the toast area: not until the first toast has loaded
// react-toastify (show-toast.ts). Also says when the area is on the page, so toasts are
// only handed to react-toastify once its container can take them.
import { useSyncExternalStore } from 'react';

let shown = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;

/** Settles once the toast area's container is mounted (and has taken any queued toast). */
export const toastAreaMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called once the toast area's module has loaded, so rendering it never waits or fails. */
export function showToastArea(): void {
  if (shown) return;
  shown = true;
  listeners.forEach((listener) => listener());
}

export function toastAreaDidMount(): void {
  markMounted();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False on the service and until a toast is asked for. */
export function useToastAreaShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
