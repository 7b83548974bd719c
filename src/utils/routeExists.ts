import {matchPath} from '@docusaurus/router';

/** A route of the site's route config (Docusaurus' generated routes, as react-router-config takes them). */
export interface RouteLike {
  readonly path: string;
  readonly exact?: boolean;
  readonly routes?: readonly RouteLike[];
}

/**
 * Whether the site has a page at `path`: some chain of routes matches it down to
 * an exact leaf (the catch-all NotFound route is not exact). In the browser the
 * reference section routes of a version are one route listing its slugs, so this
 * answers for them too without a list of sections.
 */
export function routeExists(routes: readonly RouteLike[], path: string): boolean {
  return routes.some((route) => {
    if (!matchPath(path, {path: route.path, exact: route.exact === true})) return false;
    return route.routes ? routeExists(route.routes, path) : route.exact === true;
  });
}
