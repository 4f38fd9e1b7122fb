// The route table: the pages of contract/site-pages.ts at the plain (Persian) addresses and
// under a language prefix. Each screen is its own lazily loaded chunk; `preloadRoutesOf` fetches the
// chunks an address needs before it is hydrated or rendered on the service.
import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES } from '@contract/site-pages';
import type { SitePageName } from '@contract/site-pages';
import { LanguageRoot } from './layout/language-root';
import { NotFound } from '@shared/ui/not-found';
import { RouteErrorBoundary } from './layout/route-error';
import { lazyPage } from './lazy-page';
import type { LazyPage, RouteModule } from './lazy-page';
import { routeBranches } from './route-branches';

/** A route whose screen is a lazy page; `handle` keeps the page for preloading. */
function page(path: string | undefined, load: () => Promise<RouteModule>): RouteObject {
  const lazy: LazyPage = lazyPage(load);
  const element = <lazy.Page />;
  return path === undefined
    ? { index: true, element, handle: lazy }
    : { path, element, handle: lazy };
}

const careers = () => import('../features/careers/careers-route');

/** A page's pattern from the page table, relative to the language's root. */
const at = (name: SitePageName) => SITE_PAGES[name].slice(1);

const pages: RouteObject[] = [
  page(undefined, () => import('../features/home/home-route')),
  page(at('about'), () => import('../features/about/about-route')),
  page(at('blogList'), () => import('../features/blog/list/blog-list-route')),
  page(at('blogPost'), () => import('../features/blog/post/blog-post-route')),
  page(at('media'), () => import('../features/media/media-route')),
  page(at('portfolio'), () => import('../features/portfolio/portfolio-route')),
  page(at('portfolioSingle'), () => import('../features/portfolio/portfolio-single-route')),
  page(at('careers'), careers),
  page(at('internships'), careers),
  page(at('apply'), () => import('../features/forms/apply-route')),
  page(at('services'), () => import('../features/services/services-route')),
  page(at('customPage'), () => import('../features/pages/custom-page-route')),
  { path: at('underStructure'), element: <Navigate to=".." replace /> },
  { path: at('underMaintenance'), element: <Navigate to=".." replace /> },
  { path: '*', element: <NotFound /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <LanguageRoot />, children: pages },
  { path: '/:lang', element: <LanguageRoot />, children: pages },
];

const branchOf = routeBranches(routes);

/** Fetches the screens an address shows, so its first render is the page, not a wait. */
export async function preloadRoutesOf(pathname: string): Promise<void> {
  const { matches } = branchOf(pathname);
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

/** The page an address shows, for the service's renderer: its route's pattern (the same for
 * every address of the page) and its module, once preloaded. */
export function pageOf(pathname: string): PageOfAddress {
  const { matches } = branchOf(pathname);
  const leaf = matches.at(-1);
  const page = leaf?.route.handle as LazyPage | undefined;
  const pattern = matches.map(({ route }) => (route.index ? '(index)' : route.path)).join(' ');
  return { pattern, params: leaf?.params ?? {}, module: page?.loaded() };
}

interface PageOfAddress {
  pattern: string;
  /** The parts of the path the route's pattern names. */
  params: Readonly<Record<string, string | undefined>>;
  module?: RouteModule;
}

/** The site's pages; a failing page shows the error screen until the address changes. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(branchOf(pathname).table);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
