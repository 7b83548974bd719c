/**
 * The rewrite of Docusaurus' generated routes.js and routesChunkNames.json for the browser bundle (pure, tested in
 * __tests__/collapseRoutes.test.ts): the section routes of a reference version (marked by
 * src/plugins/content/reference-docs/routes.ts) collapse into one route whose path lists the version's slugs, so the route
 * manifest every page loads does not grow with the number of sections. A rewrite that finds nothing to rewrite, or
 * a route of an unexpected shape, stops the build (Docusaurus' routes format changed).
 */
import {REFERENCE_BASE_ATTRIBUTE, SLUG} from '../../plugins/content/reference-docs/routes';
import {UPSTREAM_VERSION_NOTE} from '../upstream';

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
  if (marked === 0) {
    throw new Error(
      `routes.js holds no reference section route (no "${REFERENCE_BASE_ATTRIBUTE}" attribute): the collapse in src/overrides/reference-client-routes/collapseRoutes.ts has nothing to rewrite; ${UPSTREAM_VERSION_NOTE}.`,
    );
  }
  if (marked !== matched) {
    throw new Error(
      `routes.js holds ${marked} reference section routes but only ${matched} have the expected shape: Docusaurus' routes format changed; update SECTION_ROUTE in src/overrides/reference-client-routes/collapseRoutes.ts ${UPSTREAM_VERSION_NOTE}.`,
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
