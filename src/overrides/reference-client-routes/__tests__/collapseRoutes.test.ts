import {generateRoutesCode} from '@docusaurus/core/lib/server/codegen/codegenRoutes';
import type {RouteConfig} from '@docusaurus/types';
import {rewriteReferenceRoutes} from '../../../plugins/content/reference-docs/routes';
import {docsPluginTree, leaves} from '../../../plugins/content/reference-docs/__tests__/docsPluginTree';
import {collapseChunkNames, collapseRoutesModule, collapsedPath, planCollapse} from '../collapseRoutes';

// routes.js as Docusaurus' own code generator writes it, for the route tree of a reference instance.
describe('reference section routes in the browser bundle', () => {
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

  it('stop the build when routes.js holds no reference section route to rewrite', () => {
    const {routesConfig} = generateRoutesCode([docsPluginTree()]);
    expect(() => planCollapse(routesConfig)).toThrow(
      /routes\.js holds no reference section route .*nothing to rewrite; re-check against @docusaurus\/core 3\.10\.2/,
    );
  });
});
