/**
 * What the search knows about the reader: the library whose reference they read (the page they are on, else the
 * last client library they read, kept in localStorage, else the default), and the kind of page each result is.
 * Pure rules; the hooks read the location and the storage and pass them in.
 */
import {CLIENT_LIBRARIES, DEFAULT_LIBRARY_TITLE, latestVersion, type ReferenceDef} from '../data/references';
import {referenceAtPath} from './menuIdForPath';

/** localStorage key of the slug of the last client-library reference the reader opened (`dart`). */
export const LAST_LIBRARY_KEY = 'supabase.docs.lastLibrary';

/** The name of the performance measure of each search (from the query to the ranked results, debounce excluded). */
export const SEARCH_MEASURE = 'docs-search';

/** The search kinds a reader can filter by (pagefind filter `kind`, written by the Search component IndexMeta). */
export const SEARCH_KINDS = {guide: 'Guides', reference: 'References'} as const;

/** The kind of page a result is: its ranking and whether it is shown for everyday topic words depend on it. */
export type PageKind = 'guide' | 'client' | 'cli' | 'api' | 'server';

const kindOfReference = (ref: ReferenceDef): PageKind =>
  ref.kind === 'client-library' ? 'client' : ref.kind === 'self-hosting' ? 'server' : (ref.kind as 'cli' | 'api');

/** The kind of the page at a route (`/reference/api/v1-run-a-query` → `api`); anything not a reference is a guide. */
export function pageKind(url: string): PageKind {
  const place = referenceAtPath(url);
  return place ? kindOfReference(place.ref) : 'guide';
}

/** The client library slug of a route, if it is in a client library's reference (`/reference/dart/…` → `dart`). */
function clientLibrarySlug(pathname: string): string | undefined {
  const ref = referenceAtPath(pathname)?.ref;
  return ref?.kind === 'client-library' ? ref.slug : undefined;
}

/**
 * The title of the library whose reference results the reader wants (`Flutter`): that of the client-library
 * reference they are on, else the last one they read (a slug, from storage; unknown slugs are ignored), else
 * JavaScript.
 */
export function readerLibrary(
  pathname: string,
  lastLibrary: string | null | undefined,
  titleOfReference: (slug: string) => string | undefined,
): string {
  const here = clientLibrarySlug(pathname);
  if (here) return titleOfReference(here) ?? DEFAULT_LIBRARY_TITLE;
  const last = lastLibrary && CLIENT_LIBRARIES.some((r) => r.slug === lastLibrary) ? lastLibrary : undefined;
  return (last && titleOfReference(last)) || DEFAULT_LIBRARY_TITLE;
}

/** The slug of a client library by its title (`Flutter` → `dart`). */
export function librarySlugOf(title: string): string | undefined {
  return CLIENT_LIBRARIES.find((r) => r.title === title)?.slug;
}

/** The title of a client library by its slug (`dart` → `Flutter`). */
export function libraryTitleOf(slug: string): string | undefined {
  return CLIENT_LIBRARIES.find((r) => r.slug === slug)?.title;
}

/** Where a client library's latest section sits, as results name it (`JavaScript v2`). */
export function latestLabelOf(title: string): string {
  const ref = CLIENT_LIBRARIES.find((r) => r.title === title);
  const version = ref && latestVersion(ref);
  return version ? `${title} ${version}` : title;
}
