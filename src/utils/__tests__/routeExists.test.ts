import {routeExists} from '../routeExists';

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
});
