/**
 * The browser's route table with each route's component made on first use.
 *
 * Docusaurus' generated routes.js calls `ComponentCreator(path, hash)` for every route while the module runs,
 * which builds a loadable component per route: about 500 of them (the guides, the pages, one per reference
 * version) on every page load, ~30 ms of start-up at 1x CPU, for a page that renders one route. Here each
 * `component` is a getter that calls ComponentCreator the first time the route is rendered or preloaded and
 * keeps the result, so the route table stays plain data until a route is used. (react-router-config matches on
 * `path` and reads `component` only when it renders the matched route; Docusaurus' preload reads it only for the
 * matched routes.)
 */
const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";
// One quoted string argument or two (the catch-all route has no hash); quotes inside are escaped.
const COMPONENT = /component: ComponentCreator\(('(?:[^'\\]|\\.)*')(?:, ('(?:[^'\\]|\\.)*'))?\)/g;

const HELPER = `
const createdComponents = new Map();
function lazyComponent(path, hash) {
  const key = path + '-' + hash;
  let component = createdComponents.get(key);
  if (component === undefined) {
    component = arguments.length > 1 ? ComponentCreator(path, hash) : ComponentCreator(path);
    createdComponents.set(key, component);
  }
  return component;
}
`;

export function lazyRouteComponents(routesSource: string): string {
  if (!routesSource.includes(CREATOR_IMPORT))
    throw new Error(
      `routes.js does not import ComponentCreator as expected (${CREATOR_IMPORT}): Docusaurus' routes format changed.`,
    );
  const count = routesSource.match(COMPONENT)?.length ?? 0;
  if (count === 0 || count !== (routesSource.match(/ComponentCreator\(/g)?.length ?? 0))
    throw new Error("routes.js has ComponentCreator calls of an unexpected shape: Docusaurus' routes format changed.");
  return routesSource
    .replace(CREATOR_IMPORT, CREATOR_IMPORT + HELPER)
    .replace(
      COMPONENT,
      (_all, path: string, hash: string | undefined) =>
        `get component() { return lazyComponent(${hash === undefined ? path : `${path}, ${hash}`}); }`,
    );
}
