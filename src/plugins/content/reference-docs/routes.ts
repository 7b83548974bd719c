/**
 * Route rules of the reference instances (pure, tested in __tests__/routes.test.ts).
 *
 * Server side, every section of a version keeps its own route (so each is
 * rendered to HTML, listed in the sitemap and checked for broken links), but all
 * of them share one component and one data module: the version's `page.json`.
 * Client side, the section routes of a version collapse into one route whose
 * path lists the version's slugs (src/overrides/reference-client-routes/collapseRoutes.ts, which rewrites
 * Docusaurus' generated routes.js), so the route manifest every page loads does not grow with the number of sections.
 */
import type {RouteConfig} from '@docusaurus/types';

/** The component every reference section route renders. */
export const REFERENCE_PAGE_COMPONENT = '@site/src/features/reference/components/ReferencePage';

/** Route attribute naming the version base path of a rewritten section route (read by the client collapse). */
export const REFERENCE_BASE_ATTRIBUTE = 'referenceBase';

const GENERATED_DOC = /\/generated\/[^/]+\.mdx$/;
export const SLUG = /^[a-z0-9][a-z0-9-]*$/;

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
