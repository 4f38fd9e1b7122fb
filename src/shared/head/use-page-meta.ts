// Lets a screen say what it is about (title, description, share image) so the document
// head can show it; the head reads the current screen's meta with useCurrentPageMeta.
import { useEffect, useSyncExternalStore } from 'react';

export interface PageMeta {
  /** The screen's own title; the head adds the company name. */
  title?: string;
  description?: string;
  /** Address of the image shown when the page is shared. */
  image?: string;
  type?: 'website' | 'article';
}

const listeners = new Set<() => void>();
let current: PageMeta = {};

function publish(meta: PageMeta): void {
  current = meta;
  for (const listener of listeners) listener();
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type } = meta;
  useEffect(() => {
    const published: PageMeta = { title, description, image, type };
    publish(published);
    return () => {
      if (current === published) publish({});
    };
  }, [title, description, image, type]);
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
