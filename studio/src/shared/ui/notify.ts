// Success and failure notices. The notice library comes with the first notice, not with
// the studio's start: the toast area (app/toast-area.tsx) mounts once one is asked for,
// and the library holds notices sent before its area is there.
import { useSyncExternalStore } from 'react';

let asked = false;
const listeners = new Set<() => void>();

export function notify(kind: 'success' | 'error', message: string): void {
  if (!asked) {
    asked = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any notice was asked for yet (the toast area mounts from then on). */
export const useNoticesAsked = () => useSyncExternalStore(subscribe, () => asked);
