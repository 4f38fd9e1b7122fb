// The service writes each page's head into the HTML (see server/src/site) from the same
// description the SPA renders (contract/page-head.ts), with what only it knows (hreflang
// alternates, JSON-LD): for the first page it is the best head there is, so it stays as
// written, and the first visit loads no head code at all. At the first navigation (or when
// the page came without it, as the offline shell does) the SPA loads the description and
// renders its own head, and the service's tags go in the same frame.
import { useLayoutEffect, useState } from 'react';
import { useIdleAfterHydration } from '@shared/hydration/use-idle-after-hydration';
import { usePageHeadBuilder } from './use-page-head-builder';
import type { PageHeadBuilder } from './use-page-head-builder';

const SERVER_TITLE = 'title[data-ssr-head]:not([data-placeholder])';

function removeAll(selector: string) {
  document.head.querySelectorAll(selector).forEach((element) => element.remove());
}

/** The head's builder once the SPA renders its own head tags, else undefined. */
export function useServerHeadHandover(
  pathname: string,
  ready: boolean,
): PageHeadBuilder | undefined {
  const hydrated = useIdleAfterHydration();
  const [served] = useState(
    () => typeof document !== 'undefined' && document.head.querySelector(SERVER_TITLE) !== null,
  );
  const [firstPath] = useState(pathname);
  const build = usePageHeadBuilder(hydrated && ready && (!served || pathname !== firstPath));
  const own = ready && build !== undefined;

  useLayoutEffect(() => {
    if (own) removeAll('[data-ssr-head]');
  }, [own]);

  return own ? build : undefined;
}
