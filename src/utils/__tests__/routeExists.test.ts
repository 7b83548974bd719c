import {matchPath} from '@docusaurus/router';
import {routeExists, type RouteLike} from '../routeExists';

const routes = [
  {
    path: '/reference/javascript',
    routes: [
      {path: '/reference/javascript/v1', routes: [{path: '/reference/javascript/v1/:slug(start|select)', exact: true}]},
      {
        path: '/reference/javascript',
        routes: [{path: '/reference/javascript/:slug(start|select|auth-signup)', exact: true}],
      },
    ],
  },
  {path: '/guides/auth', exact: true},
  {path: '*'},
];

/** The rule itself, route by route with `matchPath` (the lookup's index must answer exactly as this does). */
function walkAll(level: readonly RouteLike[], path: string): boolean {
  return level.some((route) => {
    if (!matchPath(path, {path: route.path, exact: route.exact === true})) return false;
    return route.routes ? walkAll(route.routes, path) : route.exact === true;
  });
}

describe('routeExists', () => {
  it('finds sections through a version route that lists its slugs', () => {
    expect(routeExists(routes, '/reference/javascript/v1/select')).toBe(true);
    expect(routeExists(routes, '/reference/javascript/auth-signup')).toBe(true);
    expect(routeExists(routes, '/reference/javascript/v1/auth-signup')).toBe(false);
    expect(routeExists(routes, '/reference/javascript/nope')).toBe(false);
  });

  it('does not count the catch-all route as a page', () => {
    expect(routeExists(routes, '/guides/auth')).toBe(true);
    expect(routeExists(routes, '/guides/missing')).toBe(false);
  });

  it('answers as matching every route in turn does, for plain, patterned and nested routes', () => {
    const config: RouteLike[] = [
      {path: '/', exact: true},
      {
        path: '/guides',
        routes: [
          {path: '/guides/auth', exact: true},
          {path: '/guides/auth/users', exact: true},
          {path: '/guides/storage', exact: false},
          {path: '/other/outside-its-parent', exact: true},
        ],
      },
      {path: '/blog/:id', exact: true},
      {
        path: '/docs/v1',
        routes: [
          {path: '/docs/v1/:slug(a|b)', exact: true},
          {path: '/docs/v1/c', exact: true},
        ],
      },
      {path: '/api', exact: true, routes: [{path: '/api/ops', exact: true}]},
      {path: '*'},
    ];
    const paths = [
      '/',
      '',
      '//',
      '/guides',
      '/guides/',
      '/guides/auth',
      '/guides/auth/',
      '/guides/auth//',
      '/Guides/Auth',
      '/guides/auth/users',
      '/guides/auth/users/more',
      '/guides/storage',
      '/other/outside-its-parent',
      '/blog/42',
      '/blog/42/',
      '/blog',
      '/docs/v1/a',
      '/docs/v1/B',
      '/docs/v1/c',
      '/docs/v1/d',
      '/api',
      '/api/ops',
      '/missing',
    ];
    const answers = paths.map((p) => [p, routeExists(config, p)]);
    expect(answers).toEqual(paths.map((p) => [p, walkAll(config, p)]));
    // Both kinds of answer occur, so the comparison proves something about each.
    expect(answers.filter(([, a]) => a).length).toBeGreaterThan(5);
    expect(answers.filter(([, a]) => !a).length).toBeGreaterThan(5);
  });
});
