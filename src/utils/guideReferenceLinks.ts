/**
 * Guide ↔ reference links. Pure rules: which client-library reference sections a guide links to, the
 * guides that use each operation ("Used in", keyed by the common-sections id that every library shares),
 * and where a guide's reference link leads for the language the reader chose in the language tabs.
 * Fed at build time by src/plugins/content/guide-reference-links (the scan of docs/**) and read in the browser by
 * the guides' links (src/theme/MDXComponents) and by the reference sections (src/features/reference/components).
 */

/** Name of the plugin whose global data the guides' links read (src/plugins/content/guide-reference-links). */
export const GUIDE_REFERENCE_LINKS_PLUGIN = 'guide-reference-links';

/** That plugin's global data. */
export interface GuideReferenceGlobalData {
  /** JavaScript section slug a guide links to → the other client libraries having that operation. */
  readonly twins: Readonly<Record<string, readonly string[]>>;
}

/** A client-library reference link: `/reference/javascript/storage-from-upload`, `/reference/dart/v1/select#x`. */
export interface ReferenceTarget {
  readonly library: string;
  /** Older version segment (`v1`); undefined for the latest. */
  readonly version?: string;
  readonly slug: string;
}

const REFERENCE_HREF = /^\/reference\/([a-z0-9-]+)\/(?:(v\d+)\/)?([a-z0-9-]+)\/?(?:#[^\s]*)?$/;

/** The library, version and section slug of a reference link, or undefined when it is not one of `libraries`. */
export function parseReferenceHref(href: string, libraries: readonly string[]): ReferenceTarget | undefined {
  const match = REFERENCE_HREF.exec(href);
  if (!match || !libraries.includes(match[1])) return undefined;
  return {library: match[1], version: match[2], slug: match[3]};
}

/**
 * The site links of a guide's source (MDX) under `prefix` (`/reference/`, `/guides/`): Markdown links and
 * `href`/`to` attributes whose target starts with it, in order of appearance, duplicates kept. Code blocks are
 * skipped.
 */
export function extractSiteHrefs(source: string, prefix: `/${string}/`): string[] {
  const prose = source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const start = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`\\]\\((${start}[^)\\s]+)\\)|\\b(?:href|to)=["'{]+(${start}[^"'}\\s]+)`, 'g');
  const hrefs: string[] = [];
  for (const m of prose.matchAll(pattern)) hrefs.push(m[1] ?? m[2]);
  return hrefs;
}

/** The reference links of a guide's source: `extractSiteHrefs(source, '/reference/')`. */
export function extractReferenceHrefs(source: string): string[] {
  return extractSiteHrefs(source, '/reference/');
}

/** A guide as the "Used in" list shows it. */
export interface GuideLink {
  readonly route: string;
  readonly title: string;
}

export interface ScannedGuide extends GuideLink {
  /** Its reference links (extractReferenceHrefs). */
  readonly hrefs: readonly string[];
}

/**
 * "Used in": common-sections id → the guides that link to that operation in any client library and any
 * version (each guide once, by title). `idOfSlug` maps a section slug to its common id (the slugs come
 * from the one common-sections file every client library uses); links to unknown slugs are ignored.
 */
export function guidesBySection(
  guides: readonly ScannedGuide[],
  libraries: readonly string[],
  idOfSlug: ReadonlyMap<string, string>,
): Record<string, GuideLink[]> {
  const out: Record<string, GuideLink[]> = {};
  for (const guide of guides) {
    const ids = new Set<string>();
    for (const href of guide.hrefs) {
      const target = parseReferenceHref(href, libraries);
      const id = target && idOfSlug.get(target.slug);
      if (id !== undefined) ids.add(id);
    }
    for (const id of ids) (out[id] ??= []).push({route: guide.route, title: guide.title});
  }
  for (const list of Object.values(out))
    list.sort((a, b) => (a.title === b.title ? a.route.localeCompare(b.route) : a.title.localeCompare(b.title)));
  return out;
}

/**
 * For the language-following links: every JavaScript section slug the guides link to → the other client
 * libraries whose latest version has the same operation (`twinsOf` in src/utils/twins.ts gives them from the
 * presence data). Slugs with no other library are left out, so the browser data stays small.
 */
export function linkedTwins(
  guides: readonly ScannedGuide[],
  sourceLibrary: string,
  twinsOfSlug: (slug: string) => readonly string[],
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const guide of guides) {
    for (const href of guide.hrefs) {
      const target = parseReferenceHref(href, [sourceLibrary]);
      if (!target || target.version !== undefined || out[target.slug]) continue;
      const twins = twinsOfSlug(target.slug);
      if (twins.length > 0) out[target.slug] = [...twins];
    }
  }
  return out;
}

/**
 * Where a guide's reference link leads for the reader's chosen language tab. A link to a section of
 * `sourceLibrary`'s latest version (`/reference/javascript/<slug>`) goes to the same operation in the chosen
 * library (`/reference/dart/<slug>`) when that library has it (`twins[slug]`); in every other case (no choice,
 * the source library chosen, a tab value that names no library, an older version, another reference, a library
 * without that operation) the link stays as written, which is the JavaScript entry the server rendered.
 */
export function referenceHrefForLanguage(
  href: string,
  chosenTab: string | null | undefined,
  libraryOfTab: Readonly<Record<string, string>>,
  twins: Readonly<Record<string, readonly string[]>>,
  sourceLibrary = 'javascript',
): string {
  if (!chosenTab) return href;
  const library = libraryOfTab[chosenTab];
  if (library === undefined || library === sourceLibrary) return href;
  const target = parseReferenceHref(href, [sourceLibrary]);
  if (!target || target.version !== undefined) return href;
  if (!twins[target.slug]?.includes(library)) return href;
  return `/reference/${library}/${target.slug}`;
}
