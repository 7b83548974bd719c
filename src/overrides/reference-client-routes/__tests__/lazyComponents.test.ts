import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type {RouteConfig} from '@docusaurus/types';
import {lazyRouteComponents} from '../collapseRoutes';

interface ClientRoute {
  path: string;
  component: {path: string; hash: string};
  routes?: ClientRoute[];
}

/** Runs a routes.js module with a ComponentCreator that records its calls. */
function evaluate(source: string): {routes: ClientRoute[]; created: string[]} {
  const created: string[] = [];
  const ComponentCreator = (path: string, hash: string) => {
    created.push(path);
    return {path, hash};
  };
  const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
  const routes = new Function('ComponentCreator', body)(ComponentCreator) as ClientRoute[];
  return {routes, created};
}

const TREE: RouteConfig[] = [
  {path: '/', component: '@site/src/pages/index.tsx', exact: true},
  {
    path: '/guides',
    component: '@theme/DocsRoot',
    routes: [
      {path: '/guides/auth', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/auth.mdx'}},
      {path: "/guides/o'brien", component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/ob.mdx'}},
    ],
  },
];

describe('lazyRouteComponents', () => {
  const {routesConfig} = generateRoutesCode(TREE);

  it('makes no component while the route table loads', () => {
    const {routes, created} = evaluate(lazyRouteComponents(routesConfig));
    expect(created).toEqual([]);
    expect(routes.map((r) => r.path)).toEqual(['/', '/guides', '*']);
  });

  it('makes a route’s component on first use, once, with the same arguments as before', () => {
    const eager = evaluate(routesConfig);
    const lazy = evaluate(lazyRouteComponents(routesConfig));
    const auth = lazy.routes[1].routes![0];
    expect(auth.component).toEqual(eager.routes[1].routes![0].component);
    expect(auth.component).toBe(auth.component);
    expect(lazy.created).toEqual(['/guides/auth']);
    // Every route still gets the component Docusaurus generated for it.
    const all = (rs: ClientRoute[]): ClientRoute[] => rs.flatMap((r) => [r, ...all(r.routes ?? [])]);
    expect(all(lazy.routes).map((r) => r.component)).toEqual(all(eager.routes).map((r) => r.component));
  });

  it('fails loudly when Docusaurus changes the shape of routes.js', () => {
    expect(() =>
      lazyRouteComponents(routesConfig.replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')),
    ).toThrow('routes.js does not import ComponentCreator as expected');
    expect(() =>
      lazyRouteComponents(routesConfig.replace(/ComponentCreator\('\/', /, 'ComponentCreator(`/`, ')),
    ).toThrow('unexpected shape');
  });
});
