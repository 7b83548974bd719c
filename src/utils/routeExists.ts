import {matchPath} from '@docusaurus/router';

/** A route of the site's route config (Docusaurus' generated routes, as react-router-config takes them). */
export interface RouteLike {
  readonly path: string;
  readonly exact?: boolean;
  readonly routes?: readonly RouteLike[];
}

/**
 * The page routes of a route config, for quick lookups: the exact leaves whose path and ancestors' paths are plain
 * (no parameter, pattern or wildcard) as keys of a set, and every other exact leaf with the chain of routes above it.
 */
interface RouteIndex {
  readonly plain: ReadonlySet<string>;
  readonly patterned: readonly (readonly RouteLike[])[];
}

/** A path of letters, digits and `/ _ . - ~` only: path-to-regexp reads nothing in it as a pattern. */
const PLAIN = /^[\w/.~-]*$/;

/**
 * The key under which `matchPath` (exact, not strict, not case-sensitive) finds a plain path: lower case, without
 * the one trailing slash it tolerates.
 */
const keyOf = (path: string) => (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();

const matches = (path: string, route: RouteLike) =>
  matchPath(path, {path: route.path, exact: route.exact === true}) !== null;

function buildIndex(routes: readonly RouteLike[]): RouteIndex {
  const plain = new Set<string>();
  const patterned: RouteLike[][] = [];
  const walk = (level: readonly RouteLike[], above: readonly RouteLike[]) => {
    for (const route of level) {
      const chain = [...above, route];
      if (route.routes) walk(route.routes, chain);
      else if (route.exact !== true)
        continue; // the catch-all NotFound route is not a page
      else if (chain.every((r) => PLAIN.test(r.path)) && above.every((r) => matches(route.path, r)))
        plain.add(keyOf(route.path));
      else patterned.push(chain);
    }
  };
  walk(routes, []);
  return {plain, patterned};
}

/** One index per route config (the site has one; tests pass their own). */
const indexes = new WeakMap<readonly RouteLike[], RouteIndex>();

/**
 * Whether the site has a page at `path`: some chain of routes matches it down to an exact leaf (the catch-all
 * NotFound route is not exact). In the browser the reference section routes of a version are one route listing its
 * slugs, so this answers for them too without a list of sections. Every page's render asks (`usePagePath`), so the
 * ~2,800 plain page routes are looked up in a set built once, and only the few patterned ones are matched.
 */
export function routeExists(routes: readonly RouteLike[], path: string): boolean {
  let index = indexes.get(routes);
  if (!index) indexes.set(routes, (index = buildIndex(routes)));
  if (index.plain.has(keyOf(path))) return true;
  return index.patterned.some((chain) => chain.every((route) => matches(path, route)));
}
