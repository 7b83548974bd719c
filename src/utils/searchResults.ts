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
  };
}

/** Results from older versions rank below the latest: a stable partition that keeps relevance order within each part. */
export function rankHits(hits: readonly SearchHit[]): SearchHit[] {
  return [...hits.filter((h) => h.latest), ...hits.filter((h) => !h.latest)];
}
