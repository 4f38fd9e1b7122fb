// The route table: the same pages at the plain (Persian) addresses and under a language
// prefix. Each screen is its own lazily loaded chunk; `preloadRoutesOf` fetches the
// chunks an address needs before it is hydrated or rendered on the service.
import { Navigate, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LanguageRoot } from './layout/language-root';
import { NotFound } from './layout/not-found';
import { RouteErrorBoundary } from './layout/route-error';
import { lazyPage } from './lazy-page';
import type { LazyPage, RouteModule } from './lazy-page';

/** A route whose screen is a lazy page; `handle` keeps the page for preloading. */
function page(path: string | undefined, load: () => Promise<RouteModule>): RouteObject {
  const lazy: LazyPage = lazyPage(load);
  const element = <lazy.Page />;
  return path === undefined
    ? { index: true, element, handle: lazy }
    : { path, element, handle: lazy };
}

const careers = () => import('../features/careers/careers-route');

const pages: RouteObject[] = [
  page(undefined, () => import('../features/home/home-route')),
  page('about', () => import('../features/about/about-route')),
  page('blog-list', () => import('../features/blog/list/blog-list-route')),
  page('blog-list/:slug', () => import('../features/blog/post/blog-post-route')),
  page('media', () => import('../features/media/media-route')),
  page('portfolio', () => import('../features/portfolio/portfolio-route')),
  page('portfolio-single', () => import('../features/portfolio/portfolio-single-route')),
  page('v', careers),
  page('vv', careers),
  page('forms/:slug/apply', () => import('../features/forms/apply-route')),
  page('services', () => import('../features/services/services-route')),
  page('page/:slug', () => import('../features/pages/custom-page-route')),
  { path: 'under-structure', element: <Navigate to=".." replace /> },
  { path: 'under-maintenance', element: <Navigate to=".." replace /> },
  { path: '*', element: <NotFound /> },
];

export const routes: RouteObject[] = [
  { path: '/', element: <LanguageRoot />, children: pages },
  { path: '/:lang', element: <LanguageRoot />, children: pages },
];

/** Fetches the screens an address shows, so its first render is the page, not a wait. */
export async function preloadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyPage | undefined)?.preload()));
}

/** The site's pages; a failing page shows the error screen until the address changes. */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
