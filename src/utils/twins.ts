/**
 * Language twins: the same operation (the same common-sections id, never the same title) in the
 * other client libraries, and the coverage table built from the same facts. Pure: the generator
 * (emit.ts and twinSources.ts in src/features/reference/engine/) and the coverage plugin feed it what each
 * library's latest version has; the page and the top menu read what it computed. It stays in src/utils because
 * the guides' reference-link scan (src/guides/referenceLinkScan.ts) uses it too.
 */
import {sectionUrl} from './referenceNav';

/** Which common-sections ids one client library's latest version has (after excludes and spec presence). */
export interface LibraryPresence {
  /** Registry slug (`javascript`, `dart`). */
  readonly slug: string;
  readonly ids: ReadonlySet<string>;
}

/** A common-sections entry as far as twins and coverage need it (the reference engine's CommonSection fits). */
export interface CommonEntryLike {
  readonly type: string;
  readonly id: string;
  readonly title: string;
  readonly slug?: string;
  readonly items?: readonly CommonEntryLike[];
}

/** The route of a section in a library's latest version: `/reference/kotlin/select`. */
export function twinUrl(librarySlug: string, sectionSlug: string): string {
  return `/reference/${librarySlug}/${sectionSlug}`;
}

/**
 * The twins of one section: the other libraries (registry order) whose latest version has the same id.
 * The own library is never a twin (the version switcher offers its other versions).
 */
export function twinsOf(id: string, ownLibrary: string, presence: readonly LibraryPresence[]): string[] {
  return presence.filter((lib) => lib.slug !== ownLibrary && lib.ids.has(id)).map((lib) => lib.slug);
}

/** Twins of every section id of one version: id → other libraries having it (ids without twins are left out). */
export function computeTwins(
  ownLibrary: string,
  sectionIds: readonly string[],
  presence: readonly LibraryPresence[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of sectionIds) {
    const twins = twinsOf(id, ownLibrary, presence);
    if (twins.length > 0) out[id] = twins;
  }
  return out;
}

/** Where the reader stands in a client-library reference, for the library switch. */
/** The twins of a version's sections by section route (`/reference/javascript/select` → `['dart', ...]`); sections without twins are left out. */
export function twinsByRoute(
  basePath: string,
  sections: readonly {slug: string; twins?: readonly string[]}[],
): Map<string, readonly string[]> {
  const byRoute = new Map<string, readonly string[]>();
  for (const s of sections) if (s.twins && s.twins.length > 0) byRoute.set(sectionUrl(basePath, s.slug), s.twins);
  return byRoute;
}

export interface CurrentSection {
  /** Library slug of the page (`javascript`, also for its older versions). */
  readonly library: string;
  /** Slug of the section in view. */
  readonly slug: string;
  /** Twins of that section (library slugs); undefined or empty when none is known. */
  readonly twins?: readonly string[];
}

/**
 * The URL rule of the library switch. From a section of another library: that section in the target
 * library's latest version when the target has it (a twin), else the target's start page. Anywhere else,
 * and for the reader's own library, the entry keeps its own link (`defaultHref`).
 */
export function librarySwitchUrl(target: string, current: CurrentSection | undefined, defaultHref: string): string {
  if (current === undefined || current.library === target) return defaultHref;
  if (current.twins?.includes(target)) return twinUrl(target, current.slug);
  return `/reference/${target}/start`;
}

/** The library slug of a client-library reference path (`/reference/javascript/v1` → `javascript`). */
export function librarySlugOfPath(basePath: string): string | undefined {
  const match = /^\/reference\/([^/]+)/.exec(basePath);
  return match ? match[1] : undefined;
}

// ----- Coverage table -----

export interface CoverageLibrary {
  readonly slug: string;
  readonly title: string;
  /** Latest version (`v2`). */
  readonly version: string;
}

interface CoverageRow {
  readonly id: string;
  /** Title from the common-sections file. */
  readonly title: string;
  readonly slug: string;
  /** Nesting under a parent operation (filters under "Using filters"). */
  readonly depth: number;
  /** One cell per library, in the libraries' order: whether its latest version has the section (at twinUrl(library, slug)). */
  readonly cells: readonly boolean[];
}

export interface CoverageGroup {
  /** Category title, or "General" for the entries above the first category. */
  readonly title: string;
  readonly rows: readonly CoverageRow[];
}

export interface CoverageData {
  readonly libraries: readonly CoverageLibrary[];
  readonly groups: readonly CoverageGroup[];
}

export const UNCATEGORISED_GROUP = 'General';

/**
 * The coverage table: rows are the operations (`function` entries) of the common sections, grouped by
 * category in file order, columns the libraries. Empty groups are dropped.
 */
export function computeCoverage(
  sections: readonly CommonEntryLike[],
  libraries: readonly CoverageLibrary[],
  presence: readonly LibraryPresence[],
): CoverageData {
  const bySlug = new Map(presence.map((p) => [p.slug, p.ids]));
  const groups: {title: string; rows: CoverageRow[]}[] = [];
  const groupFor = (title: string) => {
    let g = groups.find((x) => x.title === title);
    if (!g) {
      g = {title, rows: []};
      groups.push(g);
    }
    return g;
  };
  const visit = (items: readonly CommonEntryLike[], group: string, depth: number) => {
    for (const item of items) {
      if (item.type === 'category') {
        visit(item.items ?? [], item.title, 0);
        continue;
      }
      if (item.type === 'function') {
        const slug = item.slug ?? item.id;
        groupFor(group).rows.push({
          id: item.id,
          title: item.title,
          slug,
          depth,
          cells: libraries.map((lib) => bySlug.get(lib.slug)?.has(item.id) === true),
        });
      }
      if (item.items) visit(item.items, group, depth + 1);
    }
  };
  visit(sections, UNCATEGORISED_GROUP, 0);
  return {libraries, groups: groups.filter((g) => g.rows.length > 0)};
}

/**
 * The client-library section in view, from the reference page's navigation state (base path and section
 * in view) and the twins registered by route; undefined outside a client-library reference.
 */
export function currentSectionFrom(
  nav: {readonly basePath: string | null; readonly activeSlug: string | null},
  twinsByRoute: ReadonlyMap<string, readonly string[]>,
  clientLibraries: readonly string[],
): CurrentSection | undefined {
  if (nav.basePath === null || nav.activeSlug === null) return undefined;
  const library = librarySlugOfPath(nav.basePath);
  if (library === undefined || !clientLibraries.includes(library)) return undefined;
  const route = `${nav.basePath.replace(/\/$/, '')}/${nav.activeSlug}`;
  return {library, slug: nav.activeSlug, twins: twinsByRoute.get(route)};
}
