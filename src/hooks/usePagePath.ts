import {siteRoutes as routes} from '../overrides/private-api';
import {useLocation} from '@docusaurus/router';
import {routeExists} from '../utils/routeExists';

/**
 * The current path when the site has a page there, or null on a "not found"
 * page. The 404 page is rendered once, at /404.html, and served for every
 * unknown address: anything it shows must not depend on that address, or the
 * browser's first render would differ from the server's.
 */
export function usePagePath(): string | null {
  const {pathname} = useLocation();
  return routeExists(routes, pathname) ? pathname : null;
}
