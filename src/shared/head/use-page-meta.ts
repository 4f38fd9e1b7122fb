// Lets a screen say what it is about (title, description, share image, dates) so the
// document head can show it; the head reads the current screen's meta with
// useCurrentPageMeta. The same PageMeta the service reads for the page's first answer.
import { useEffect, useSyncExternalStore } from 'react';
import type { PageMeta } from '@contract/page-meta';

const listeners = new Set<() => void>();
let current: PageMeta = {};

function publish(meta: PageMeta): void {
  current = meta;
  for (const listener of listeners) listener();
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type, published, modified, missing } = meta;
  useEffect(() => {
    const shown: PageMeta = { title, description, image, type, published, modified, missing };
    publish(shown);
    return () => {
      if (current === shown) publish({});
    };
  }, [title, description, image, type, published, modified, missing]);
}

export function useCurrentPageMeta(): PageMeta {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
