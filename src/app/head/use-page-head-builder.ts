// The code of the head's description (contract/page-head.ts) is loaded as its own chunk,
// once the SPA needs its own head: never on the way to a first page the service described.
import { useEffect, useState } from 'react';
import type { pageHead } from '@contract/page-head';

export type PageHeadBuilder = typeof pageHead;

/** The head's builder, loaded once `needed` turns true; undefined until it has loaded. */
export function usePageHeadBuilder(needed: boolean): PageHeadBuilder | undefined {
  const [build, setBuild] = useState<PageHeadBuilder>();
  const load = needed && !build;
  useEffect(() => {
    if (!load) return;
    let live = true;
    // Offline without the chunk, the head the service wrote stays.
    import('@contract/page-head').then(
      (module) => live && setBuild(() => module.pageHead),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return build;
}
