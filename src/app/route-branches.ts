// The branch of a route table an address takes. react-router's useRoutes flattens and ranks
// the whole table it is given, and compiles a pattern for every route in it, on every
// render: with the site's thirty branches that was about half a millisecond each time, and a
// page rendered on the service is rendered two or three times. Matched once per address, the
// branch is handed to useRoutes as a table of its own, which it matches at once, to the
// same routes with the same parameters.
import { matchRoutes } from 'react-router-dom';
import type { RouteMatch, RouteObject } from 'react-router-dom';

/** Addresses whose branches are kept, the least recently used forgotten first. */
const ADDRESSES_KEPT = 500;

export interface RouteBranch {
  /** The matched routes, outermost first, as matchRoutes gives them; none for no route. */
  matches: RouteMatch[];
  /** A route table holding only this branch: each matched route with its matched child. */
  table: RouteObject[];
}

export function routeBranches(routes: RouteObject[]): (pathname: string) => RouteBranch {
  const kept = new Map<string, RouteBranch>();
  return (pathname) => {
    let branch = kept.get(pathname);
    if (branch) {
      kept.delete(pathname);
    } else {
      const matches = matchRoutes(routes, pathname) ?? [];
      branch = { matches, table: matches.length > 0 ? [branchTable(matches)] : routes };
      if (kept.size >= ADDRESSES_KEPT) kept.delete(kept.keys().next().value!);
    }
    kept.set(pathname, branch);
    return branch;
  };
}

/** The outermost matched route, each route holding only the next matched one as its child. */
function branchTable(matches: RouteMatch[]): RouteObject {
  const [outer, ...inner] = matches;
  if (inner.length === 0) return outer!.route;
  return { ...outer!.route, children: [branchTable(inner)] } as RouteObject;
}
