// The root of every page: the maintenance or under-construction screen when the company
// record says so (maintenance first), otherwise the head, header, page and footer.
import { Suspense, useEffect, useRef } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { splitLanguage } from '@contract/site-addresses';
import { useCompany } from '@shared/content/use-company';
import { pageContentQuery } from '@shared/content/use-page-content';
import { InTurn } from '@shared/hydration/in-turn';
import { useLanguage } from '@shared/language/language-context';
import { OfflineBanner } from '@shared/offline/offline-banner';
import { OfflineFrame } from '@shared/offline/offline-frame';
import { useOnline } from '@shared/offline/use-online';
import { UnavailableOfflineNotice } from '@shared/offline/unavailable-offline-notice';
import { Toasts } from '@shared/ui/toasts';
import { UpdatePrompt } from '../pwa/update-prompt';
import { SiteHead } from '../head/site-head';
import { NotFound } from '@shared/ui/not-found';
import { ScrollToTopButton } from './scroll-to-top-button';
import { useHashScroll } from './use-hash-scroll';
import { SiteFooter } from './site-footer';
import { SiteHeader } from '../header/site-header';
import { SiteModeScreen } from './site-mode-screen';

export function RootLayout({ notFound = false }: { notFound?: boolean }) {
  const { lang, t, switching } = useLanguage();
  const { pathname } = useLocation();
  const { data: company, isPending: companyPending, fetchStatus } = useCompany(lang);
  // The header, drawn once the company record is read, names its menu by the navbar page:
  // asked for beside the company record, the menu's own read comes a round sooner (on the
  // service, a page is rendered once less).
  usePrefetchQuery(pageContentQuery(lang, 'navbar'));
  // Offline in a language never read here: no company record to draw the header from.
  const companyUnreadable = !useOnline() && company === undefined && fetchStatus === 'paused';
  const onHome = splitLanguage(pathname).path.replace(/\/$/, '') === '';

  // A new page starts at its top; the first one stays where the browser put it (a reload
  // keeps its place, and scrolling there would only cost a layout while the page starts).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);
  useHashScroll();

  if (company?.maintenance) return <SiteModeScreen company={company} mode="under-maintenance" />;
  if (company?.under_structure) return <SiteModeScreen company={company} mode="under-structure" />;

  return (
    <>
      <SiteHead company={company} ready={!companyPending} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t.skipToContent}
      </a>
      {switching && (
        <div
          role="progressbar"
          aria-label={t.loading}
          className="fixed inset-x-0 top-0 z-[60] h-1 animate-pulse bg-highlight"
        />
      )}
      {/* On the home page the bar lies over the hero; the offline notice goes above it. */}
      <div className={onHome ? 'absolute inset-x-0 top-0 z-40' : undefined}>
        <OfflineBanner />
        {company ? (
          <InTurn>
            <SiteHeader company={company} onHome={onHome} />
          </InTurn>
        ) : companyUnreadable ? (
          <OfflineFrame />
        ) : (
          // Holds the header's place while the company record loads, so nothing moves.
          !onHome && <div aria-hidden="true" className="h-[72px] bg-white shadow-sm" />
        )}
      </div>
      <main id="main" aria-busy={switching} className="min-h-screen">
        <UnavailableOfflineNotice />
        {/* A screen's code may still be loading after a navigation. */}
        <Suspense fallback={null}>{notFound ? <NotFound /> : <Outlet />}</Suspense>
      </main>
      <InTurn>
        <SiteFooter />
      </InTurn>
      <ScrollToTopButton />
      <Toasts />
      <UpdatePrompt />
    </>
  );
}
