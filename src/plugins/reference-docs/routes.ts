/**
 * Route rules of the reference instances (pure, tested in __tests__/routes.test.ts).
 *
 * Server side, every section of a version keeps its own route (so each is
 * rendered to HTML, listed in the sitemap and checked for broken links), but all
 * of them share one component and one data module: the version's `page.json`.
 * Client side, the section routes of a version collapse into one route whose
 * path lists the version's slugs, so the route manifest every page loads does not
 * grow with the number of sections (see collapseClientRoutes).
 */
import type {RouteConfig} from '@docusaurus/types';

/** The component every reference section route renders. */
export const REFERENCE_PAGE_COMPONENT = '@site/src/components/Reference/ReferencePage';

/** Route attribute naming the version base path of a rewritten section route (read by the client collapse). */
const REFERENCE_BASE_ATTRIBUTE = 'referenceBase';

const GENERATED_DOC = /\/generated\/[^/]+\.mdx$/;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

function isGeneratedDocRoute(route: RouteConfig): boolean {
  const content = (route.modules as Record<string, unknown> | undefined)?.content;
  return typeof content === 'string' && GENERATED_DOC.test(content);
}

/** The version's data module beside a generated section doc. */
function pageModuleFor(docSource: string): string {
  return docSource.replace(GENERATED_DOC, '/generated/_data/page.json');
}

/**
 * Rewrites the route tree of a reference docs instance: each generated section
 * doc route renders ReferencePage with the version's data module instead of its
 * own MDX, and is marked with its version's base path. Other routes are untouched.
 */
export function rewriteReferenceRoutes(route: RouteConfig, parentPath = ''): RouteConfig {
  if (isGeneratedDocRoute(route)) {
    const content = (route.modules as {content: string}).content;
    const slug = route.path.slice(parentPath.length).replace(/^\//, '');
    if (!SLUG.test(slug)) {
      throw new Error(
        `Reference route ${route.path} (from ${content}) is not one segment below its version ${parentPath}: its slug must match ${SLUG}.`,
      );
    }
    return {
      path: route.path,
      component: REFERENCE_PAGE_COMPONENT,
      exact: true,
      modules: {page: pageModuleFor(content)},
      ...(route.metadata ? {metadata: route.metadata} : {}),
      sidebar: (route as {sidebar?: string}).sidebar,
      [REFERENCE_BASE_ATTRIBUTE]: parentPath,
    } as RouteConfig;
  }
  if (!route.routes) return route;
  return {...route, routes: route.routes.map((child) => rewriteReferenceRoutes(child, route.path))};
}

/** Global data of a reference instance without its per-section docs: pages find sections through the routes. */
export function stripSectionDocs<T extends {versions: {docs: {id: string}[]; mainDocId: string}[]}>(data: T): T {
  return {...data, versions: data.versions.map((v) => ({...v, docs: v.docs.filter((d) => d.id === v.mainDocId)}))};
}

export interface CollapsePlan {
  /** One group per version: the kept route (renamed to the collapsed path) and the removed ones. */
  readonly groups: readonly {
    readonly base: string;
    readonly sidebar: string;
    readonly collapsedPath: string;
    readonly keep: {readonly path: string; readonly hash: string};
    readonly remove: readonly {readonly path: string; readonly hash: string}[];
  }[];
}

// One serialized section route in Docusaurus' generated routes.js (core/lib/server/codegen/codegenRoutes.js).
const SECTION_ROUTE =
  /\{\s*path: '([^']*)',\s*component: ComponentCreator\('([^']*)', '([^']+)'\),\s*exact: true,\s*sidebar: "([^"]*)",\s*referenceBase: "([^"]*)"\s*\},?/g;

/** The client route of a version's sections: one path that matches exactly the version's slugs. */
export function collapsedPath(base: string, slugs: readonly string[]): string {
  for (const slug of slugs) {
    if (!SLUG.test(slug))
      throw new Error(`Reference slug "${slug}" under ${base} cannot be routed: it must match ${SLUG}.`);
  }
  return `${base}/:slug(${slugs.join('|')})`;
}

export function planCollapse(routesSource: string): CollapsePlan {
  const byBase = new Map<string, {sidebar: string; routes: {path: string; hash: string}[]}>();
  let matched = 0;
  for (const m of routesSource.matchAll(SECTION_ROUTE)) {
    const [, path, creatorPath, hash, sidebar, base] = m;
    if (creatorPath !== path)
      throw new Error(`routes.js: route ${path} is created as ${creatorPath}; Docusaurus' routes format changed.`);
    matched++;
    const group = byBase.get(base) ?? {sidebar, routes: []};
    group.routes.push({path, hash});
    byBase.set(base, group);
  }
  const marked = routesSource.split(`${REFERENCE_BASE_ATTRIBUTE}: `).length - 1;
  if (marked !== matched) {
    throw new Error(
      `routes.js holds ${marked} reference section routes but only ${matched} have the expected shape: Docusaurus' routes format changed; update SECTION_ROUTE in src/plugins/reference-docs/routes.ts.`,
    );
  }
  return {
    groups: [...byBase].map(([base, {sidebar, routes}]) => ({
      base,
      sidebar,
      collapsedPath: collapsedPath(
        base,
        routes.map((r) => r.path.slice(base.length + 1)),
      ),
      keep: routes[0],
      remove: routes.slice(1),
    })),
  };
}

/** routes.js for the browser: each version's section routes become one route (collapsedPath). */
export function collapseRoutesModule(source: string, plan: CollapsePlan = planCollapse(source)): string {
  const keepByPath = new Map(plan.groups.map((g) => [g.keep.path, g]));
  return source.replace(
    SECTION_ROUTE,
    (_all, path: string, _creator: string, hash: string, _sidebar: string, _base: string) => {
      const group = keepByPath.get(path);
      if (!group) return '';
      const p = group.collapsedPath;
      return `{path: '${p}', component: ComponentCreator('${p}', '${hash}'), exact: true, sidebar: ${JSON.stringify(group.sidebar)}},`;
    },
  );
}

/** routesChunkNames.json for the browser, in step with collapseRoutesModule. */
export function collapseChunkNames(chunkNames: Record<string, unknown>, plan: CollapsePlan): Record<string, unknown> {
  const out = {...chunkNames};
  for (const g of plan.groups) {
    const keepKey = `${g.keep.path}-${g.keep.hash}`;
    if (!(keepKey in out))
      throw new Error(`routesChunkNames.json has no entry ${keepKey}: Docusaurus' route keys changed.`);
    out[`${g.collapsedPath}-${g.keep.hash}`] = out[keepKey];
    delete out[keepKey];
    for (const r of g.remove) delete out[`${r.path}-${r.hash}`];
  }
  return out;
}
