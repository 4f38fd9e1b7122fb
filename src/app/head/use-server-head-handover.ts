// The service writes each page's head into the HTML (see server/src/site). The SPA takes
// it over without a flash: the server's title, description and company tags stay until
// the SPA's own title says the same (or the visitor moves on), then they are removed in
// the same frame the SPA's tags appear. Page tags only the server writes (canonical,
// hreflang, Open Graph, JSON-LD) describe the first page and go at the first navigation.
// The hand-over waits for an idle moment after hydration: the server's head is right
// meanwhile, and swapping head elements restyles the page.
import { useLayoutEffect, useState } from 'react';
import { useIdleAfterHydration } from '@shared/hydration/use-idle-after-hydration';

const SERVER_TITLE = 'title[data-ssr-head]:not([data-placeholder])';

function removeAll(selector: string) {
  document.head.querySelectorAll(selector).forEach((element) => element.remove());
}

/** True when the SPA should render its own head tags. */
export function useServerHeadHandover(title: string, pathname: string, ready: boolean): boolean {
  const hydrated = useIdleAfterHydration();
  const [serverTitle] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.head.querySelector(SERVER_TITLE)?.textContent,
  );
  const [firstPath] = useState(pathname);
  const navigated = pathname !== firstPath;
  const own = hydrated && ready && (serverTitle == null || navigated || title === serverTitle);

  useLayoutEffect(() => {
    if (own) removeAll('[data-ssr-head="shell"]');
    if (navigated) removeAll('[data-ssr-head]');
  }, [own, navigated]);

  return own;
}
