/** Pure rules of the extension catalogue: the filter state, its URL form, and filtering. */
import {PLATFORM_POSTGRES_MAJORS, type Extension} from '../data/extensions';

export interface CatalogueFilter {
  /** Free text matched against name and description. */
  readonly q: string;
  /** Selected tags; an extension matches when it has any of them. */
  readonly tags: readonly string[];
}

export const EMPTY_FILTER: CatalogueFilter = {q: '', tags: []};

/** `?q=geo&tag=Geo&tag=AI` → {q: 'geo', tags: ['Geo', 'AI']}; unknown tags are dropped. */
export function parseFilter(search: string, knownTags: readonly string[]): CatalogueFilter {
  const params = new URLSearchParams(search);
  const tags = params.getAll('tag').filter((t, i, all) => knownTags.includes(t) && all.indexOf(t) === i);
  return {q: (params.get('q') ?? '').slice(0, 200), tags};
}

/** The query string of a filter ('' for no filter), in a stable order so URLs compare equal. */
export function filterToSearch(filter: CatalogueFilter, knownTags: readonly string[]): string {
  const params = new URLSearchParams();
  if (filter.q.trim() !== '') params.set('q', filter.q.trim());
  for (const tag of knownTags) if (filter.tags.includes(tag)) params.append('tag', tag);
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function filterExtensions(list: readonly Extension[], filter: CatalogueFilter): Extension[] {
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((ext) => {
    if (filter.tags.length > 0 && !ext.tags.some((t) => filter.tags.includes(t))) return false;
    const haystack = `${ext.name} ${ext.comment}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** How many of the listed extensions carry each tag. */
export function tagCounts(list: readonly Extension[], tags: readonly string[]): Record<string, number> {
  return Object.fromEntries(
    tags.map((tag) => [tag, list.filter((e) => (e.tags as readonly string[]).includes(tag)).length]),
  );
}

/** Placeholder project ref the dashboard resolves to the reader's own project. */
const DASHBOARD_PROJECT_PLACEHOLDER = '_';

export function dashboardProductUrl(dashboardUrl: string, productPath: string): string {
  return `${dashboardUrl.replace(/\/$/, '')}${productPath.replace('{ref}', DASHBOARD_PROJECT_PLACEHOLDER)}`;
}

/**
 * Which of the platform's Postgres versions have an extension, as the catalogue says it: "Postgres 15 and 17",
 * or "Postgres 15 only: <why>" for one that a newer version dropped.
 */
export function extensionAvailability(ext: Pick<Extension, 'until'>): string {
  const majors = PLATFORM_POSTGRES_MAJORS.filter((major) => !ext.until || major <= ext.until.postgres);
  if (majors.length === PLATFORM_POSTGRES_MAJORS.length) return `Postgres ${majors.join(' and ')}`;
  return `Postgres ${majors.join(' and ')} only: ${ext.until?.reason}`;
}
