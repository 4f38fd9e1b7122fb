// The branch an address takes, handed to useRoutes as a table of its own, renders what the
// whole table renders: the same routes, parameters and paths (encoded ones included), for
// every page of the site in every language and for addresses no page has.
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  StaticRouter,
  matchRoutes,
  useParams,
  useResolvedPath,
  useRoutes,
} from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SITE_PAGES } from '@contract/site-pages';
import { PREFIXED_LANGUAGES } from '@contract/site-languages';
import { routeBranches } from './route-branches';
import { routes } from './routes';

const pagePaths = Object.values(SITE_PAGES).map((pattern) =>
  pattern.replace(':slug', '12-پرواز-به-کیش'),
);

const addresses = [
  ...pagePaths,
  ...PREFIXED_LANGUAGES.flatMap((lang) =>
    pagePaths.map((path) => `/${lang}${path}`.replace(/\/$/, '')),
  ),
  '/no-such-page',
  '/en/no/such/page',
  '/blog-list/a%20b',
  '/ar/blog-list/%D9%BE',
];

describe('the branch of the route table an address takes', () => {
  const branchOf = routeBranches(routes);

  it.each(addresses)('matches %s to the routes and parameters of the whole table', (address) => {
    const whole = matchRoutes(routes, address) ?? [];
    const branch = branchOf(address);
    expect(whole.length).toBeGreaterThan(0);
    expect(branch.matches.map((match) => match.route)).toEqual(whole.map((match) => match.route));
    const again = matchRoutes(branch.table, address) ?? [];
    expect(again.map((match) => match.route.element)).toEqual(whole.map((m) => m.route.element));
    expect(
      again.map(({ params, pathname, pathnameBase }) => [params, pathname, pathnameBase]),
    ).toEqual(whole.map(({ params, pathname, pathnameBase }) => [params, pathname, pathnameBase]));
  });

  it('is matched once per address', () => {
    expect(branchOf('/en/blog-list')).toBe(branchOf('/en/blog-list'));
    expect(branchOf('/en/blog-list')).not.toBe(branchOf('/ar/blog-list'));
  });

  it('renders through useRoutes what the whole table renders, relative paths included', () => {
    function Frame() {
      return (
        <main data-here={useResolvedPath('.').pathname}>
          <Outlet />
        </main>
      );
    }
    function Leaf() {
      return (
        <p data-params={JSON.stringify(useParams())}>
          {useResolvedPath('..').pathname} {useResolvedPath('.').pathname}
        </p>
      );
    }
    const children: RouteObject[] = [
      { index: true, element: <Leaf /> },
      { path: 'blog-list/:slug', element: <Leaf /> },
      { path: '*', element: <Leaf /> },
    ];
    const table: RouteObject[] = [
      { path: '/', element: <Frame />, children },
      { path: '/:lang', element: <Frame />, children },
    ];
    const tableBranchOf = routeBranches(table);
    const rendered = (address: string, routesOf: (pathname: string) => RouteObject[]) => {
      function Routes() {
        return useRoutes(routesOf(address));
      }
      return renderToString(
        <StaticRouter location={address}>
          <Routes />
        </StaticRouter>,
      );
    };
    for (const address of ['/', '/en', '/blog-list/7-کیش', '/ar/blog-list/a%20b', '/en/x/y']) {
      const whole = rendered(address, () => table);
      expect(whole).toContain('<p');
      expect(rendered(address, (pathname) => tableBranchOf(pathname).table)).toBe(whole);
    }
  });
});
