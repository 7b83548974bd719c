/**
 * The browser's copies of Docusaurus' generated routes.js and routesChunkNames.json (pure): the section routes of a
 * reference version (marked by src/plugins/content/reference-docs/routes.ts) collapse into one route whose path lists
 * the version's slugs, so the route table every page loads does not grow with the sections; and each route's component
 * is made on first use. A rewrite that finds nothing to rewrite, or a route of another shape, stops the build.
 */
import {REFERENCE_BASE_ATTRIBUTE, SLUG} from '../../plugins/content/reference-docs/routes';
import {UPSTREAM_VERSION_NOTE} from '../upstream';

type Route = {readonly path: string; readonly hash: string};

export interface CollapsePlan {
  /** One group per version: the route kept (with the collapsed path) and the ones removed. */
  readonly groups: readonly {base: string; sidebar: string; collapsedPath: string; keep: Route; remove: Route[]}[];
}

// One section route as core/lib/server/codegen/codegenRoutes.js writes it (created with its own path).
const SECTION_ROUTE =
  /\{\s*path: '([^']*)',\s*component: ComponentCreator\('\1', '([^']+)'\),\s*exact: true,\s*sidebar: "([^"]*)",\s*referenceBase: "([^"]*)"\s*\},?/g;

export function collapsedPath(base: string, slugs: readonly string[]): string {
  const bad = slugs.find((slug) => !SLUG.test(slug));
  if (bad !== undefined)
    throw new Error(`Reference slug "${bad}" under ${base} cannot be routed: it must match ${SLUG}.`);
  return `${base}/:slug(${slugs.join('|')})`;
}

export function planCollapse(routesSource: string): CollapsePlan {
  const byBase = new Map<string, {sidebar: string; routes: Route[]}>();
  let matched = 0;
  for (const [, path, hash, sidebar, base] of routesSource.matchAll(SECTION_ROUTE)) {
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

export function collapseRoutesModule(source: string, plan: CollapsePlan = planCollapse(source)): string {
  const keepByPath = new Map(plan.groups.map((g) => [g.keep.path, g]));
  return source.replace(SECTION_ROUTE, (_all, path: string, hash: string) => {
    const group = keepByPath.get(path);
    if (!group) return '';
    const p = group.collapsedPath;
    return `{path: '${p}', component: ComponentCreator('${p}', '${hash}'), exact: true, sidebar: ${JSON.stringify(group.sidebar)}},`;
  });
}

/** routesChunkNames.json in step with collapseRoutesModule. */
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

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
// One quoted string argument or two (the catch-all route has no hash); quotes inside are escaped.
const COMPONENT = /component: ComponentCreator\(('(?:[^'\\]|\\.)*')(?:, ('(?:[^'\\]|\\.)*'))?\)/g;
const LAZY_COMPONENT = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  if (!createdComponents.has(key))
    createdComponents.set(key, arguments.length > 1 ? ComponentCreator(path, hash) : ComponentCreator(path));
  return createdComponents.get(key);
}
`;

/**
 * Each route's `component` as a getter that calls ComponentCreator on first use: routes.js otherwise builds ~500
 * loadable components on every page load (~30 ms at 1x CPU). react-router-config reads `component` only for the
 * route it renders, Docusaurus' preload only for the matched routes.
 */
export function lazyRouteComponents(routesSource: string): string {
  if (!routesSource.includes(CREATOR_IMPORT))
    throw new Error(
      `routes.js does not import ComponentCreator as expected (${CREATOR_IMPORT}): Docusaurus' routes format changed.`,
    );
  const count = routesSource.match(COMPONENT)?.length ?? 0;
  if (count === 0 || count !== (routesSource.match(/ComponentCreator\(/g)?.length ?? 0))
    throw new Error("routes.js has ComponentCreator calls of an unexpected shape: Docusaurus' routes format changed.");
  return routesSource
    .replace(CREATOR_IMPORT, CREATOR_IMPORT + LAZY_COMPONENT)
    .replace(
      COMPONENT,
      (_all, path: string, hash: string | undefined) =>
        `get component() { return lazyComponent(${hash === undefined ? path : `${path}, ${hash}`}); }`,
    );
}
