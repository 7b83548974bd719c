import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type {RouteConfig} from '@docusaurus/types';
import {
  collapseChunkNames,
  collapseRoutesModule,
  collapsedPath,
  planCollapse,
  REFERENCE_PAGE_COMPONENT,
  rewriteReferenceRoutes,
  stripSectionDocs,
} from '../routes';

/** The route tree the docs plugin builds for a versioned reference instance (trimmed to what the rules read). */
function docsPluginTree(): RouteConfig {
  const doc = (base: string, dir: string, slug: string): RouteConfig =>
    ({
      path: `${base}/${slug}`,
      component: '@theme/DocItem',
      exact: true,
      modules: {content: `@site/${dir}/generated/${slug}.mdx`},
      sidebar: 'reference',
    }) as RouteConfig;
  return {
    path: '/reference/javascript',
    component: '@theme/DocsRoot',
    routes: [
      {
        path: '/reference/javascript/v1',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/reference/javascript/v1',
            component: '@theme/DocRoot',
            routes: ['start', 'select', 'insert'].map((s) =>
              doc('/reference/javascript/v1', 'reference_javascript_versioned_docs/version-v1', s),
            ),
          },
        ],
      },
      {
        path: '/reference/javascript',
        component: '@theme/DocVersionRoot',
        routes: [
          {
            path: '/reference/javascript',
            component: '@theme/DocRoot',
            routes: ['start', 'select', 'auth-signup'].map((s) =>
              doc('/reference/javascript', 'reference/javascript', s),
            ),
          },
        ],
      },
    ],
  };
}

const leaves = (r: RouteConfig): RouteConfig[] => (r.routes ? r.routes.flatMap(leaves) : [r]);

describe('reference section routes', () => {
  it('share one component and one data module per version, and keep their own paths', () => {
    const rewritten = leaves(rewriteReferenceRoutes(docsPluginTree()));
    expect(rewritten.map((r) => r.path)).toEqual([
      '/reference/javascript/v1/start',
      '/reference/javascript/v1/select',
      '/reference/javascript/v1/insert',
      '/reference/javascript/start',
      '/reference/javascript/select',
      '/reference/javascript/auth-signup',
    ]);
    expect(new Set(rewritten.map((r) => r.component))).toEqual(new Set([REFERENCE_PAGE_COMPONENT]));
    expect(new Set(rewritten.map((r) => (r.modules as {page: string}).page))).toEqual(
      new Set([
        '@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json',
        '@site/reference/javascript/generated/_data/page.json',
      ]),
    );
    expect(rewritten.every((r) => !('content' in (r.modules as object)))).toBe(true);
  });

  it('fail the build for a section doc that is not one segment below its version', () => {
    const tree = docsPluginTree();
    const root = tree.routes![1].routes![0];
    root.routes!.push({
      path: '/reference/javascript/a/b',
      component: '@theme/DocItem',
      exact: true,
      modules: {content: '@site/reference/javascript/generated/b.mdx'},
    } as RouteConfig);
    expect(() => rewriteReferenceRoutes(tree)).toThrow(
      'Reference route /reference/javascript/a/b (from @site/reference/javascript/generated/b.mdx) is not one segment below its version /reference/javascript',
    );
  });

  it('collapse into one browser route per version that matches exactly its slugs', () => {
    const {routesConfig, routesChunkNames} = generateRoutesCode([rewriteReferenceRoutes(docsPluginTree())]);
    const plan = planCollapse(routesConfig);
    expect(plan.groups.map((g) => g.collapsedPath)).toEqual([
      '/reference/javascript/v1/:slug(start|select|insert)',
      '/reference/javascript/:slug(start|select|auth-signup)',
    ]);

    const code = collapseRoutesModule(routesConfig, plan);
    expect(code).not.toContain('referenceBase');
    expect(code.match(/ComponentCreator\('\/reference\/javascript[^']*'/g)).toEqual([
      "ComponentCreator('/reference/javascript'",
      "ComponentCreator('/reference/javascript/v1'",
      "ComponentCreator('/reference/javascript/v1'",
      "ComponentCreator('/reference/javascript/v1/:slug(start|select|insert)'",
      "ComponentCreator('/reference/javascript'",
      "ComponentCreator('/reference/javascript'",
      "ComponentCreator('/reference/javascript/:slug(start|select|auth-signup)'",
    ]);
    // The collapsed module is valid JavaScript with the same route tree shape.
    const routes = new Function(
      'ComponentCreator',
      `${code.replace(/^import.*$/gm, '').replace('export default', 'return')}`,
    )(() => null) as RouteConfig[];
    expect(leaves(routes[0]).map((r) => r.path)).toEqual([
      '/reference/javascript/v1/:slug(start|select|insert)',
      '/reference/javascript/:slug(start|select|auth-signup)',
    ]);

    const chunkNames = collapseChunkNames(routesChunkNames, plan);
    const keys = Object.keys(chunkNames).filter((k) => k.includes(':slug('));
    expect(keys).toHaveLength(2);
    expect(Object.keys(chunkNames).filter((k) => /\/(select|insert|auth-signup|start)-/.test(k))).toEqual([]);
    // Every ComponentCreator(path, hash) of the collapsed module has its chunk names.
    for (const [, p, h] of code.matchAll(/ComponentCreator\('([^']*)', '([^']*)'\)/g))
      expect(chunkNames[`${p}-${h}`]).toBeDefined();
  });

  it('stop the build when routes.js no longer has the shape the collapse expects', () => {
    const {routesConfig} = generateRoutesCode([rewriteReferenceRoutes(docsPluginTree())]);
    const changed = routesConfig.replace(/exact: true,\n(\s*)sidebar/g, 'exact: true,\n$1extra: 1,\n$1sidebar');
    expect(() => planCollapse(changed)).toThrow(
      "routes.js holds 6 reference section routes but only 0 have the expected shape: Docusaurus' routes format changed",
    );
  });

  it('reject a slug the browser route could not match exactly', () => {
    expect(() => collapsedPath('/reference/x', ['ok', 'Not(ok)'])).toThrow(
      'Reference slug "Not(ok)" under /reference/x cannot be routed',
    );
  });

  it('leave only the start doc of each version in the global data', () => {
    const data = {
      path: '/reference/javascript',
      versions: [{name: 'current', mainDocId: 'start', docs: [{id: 'start'}, {id: 'generated/select'}]}],
    };
    expect(stripSectionDocs(data).versions[0].docs).toEqual([{id: 'start'}]);
  });
});
