// False while a page the service rendered is being hydrated (and on the service itself),
// true from then on. Parts that depend on the browser (its head, its share sheet) wait
// for it, so the first render in the browser matches the service's HTML exactly.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
