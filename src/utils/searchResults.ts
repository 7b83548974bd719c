/** Pure rules for search results: shaping pagefind's data for display and ranking versions. */

export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
}

export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly PagefindSubResult[];
}

export interface SearchHit {
  readonly url: string;
  readonly title: string;
  /** Where the page sits: the guide area, or the library and version of a reference. */
  readonly section: string;
  /** Excerpt HTML from pagefind: page text escaped, matches in <mark>. */
  readonly excerpt: string;
  readonly latest: boolean;
  /** The reference's title (`JavaScript`) for reference results. */
  readonly library?: string;
}

/** Pagefind names pages by file (`/guides/auth.html`); the site's routes have no extension. */
export function routeFromIndexUrl(url: string): string {
  const [path, hash] = url.split('#');
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const route = clean.length > 1 ? clean.replace(/\/$/, '') : clean;
  return hash ? `${route}#${hash}` : route;
}

export function toHit(data: PagefindResultData): SearchHit {
  const meta = data.meta;
  const library = meta.library;
  const section = library ? `${library} ${meta.version ?? ''}`.trim() : (meta.section ?? '');
  const sub = data.sub_results?.find((s) => s.url.includes('#'));
  return {
    url: routeFromIndexUrl(sub?.url ?? data.url),
    title: meta.title ?? routeFromIndexUrl(data.url),
    section: sub && sub.title !== meta.title ? `${section} › ${sub.title}` : section,
    excerpt: sub?.excerpt ?? data.excerpt,
    latest: meta.latest !== 'false',
    ...(library ? {library} : {}),
  };
}

/** A query that names an API (`signInWithOtp`, `auth.getUser`, `text_search`) rather than a topic. */
export function isApiName(query: string): boolean {
  const q = query.trim();
  return /^[A-Za-z_$][\w$.]*$/.test(q) && (/[a-z][A-Z]/.test(q) || /[._]/.test(q));
}

/**
 * The order of results, as stable partitions that keep the index's relevance order within each part:
 * for a query that names an API, the reader's library first (the library of the reference page they are on,
 * else JavaScript); then the latest versions of everything else; older versions last.
 */
export function rankHits(hits: readonly SearchHit[], query = '', preferredLibrary = 'JavaScript'): SearchHit[] {
  const latest = hits.filter((h) => h.latest);
  const older = hits.filter((h) => !h.latest);
  if (!isApiName(query)) return [...latest, ...older];
  return [...latest.filter((h) => h.library === preferredLibrary), ...latest.filter((h) => h.library !== preferredLibrary), ...older];
}

/** The library whose results a reader on `pathname` prefers: that of the reference page, else JavaScript. */
export function preferredLibraryFor(pathname: string, titleOfReference: (slug: string) => string | undefined): string {
  const slug = /^\/reference\/([^/]+)/.exec(pathname)?.[1];
  return (slug && titleOfReference(slug)) || 'JavaScript';
}
