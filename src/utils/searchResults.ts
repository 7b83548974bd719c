/** Pure rules for search results: shaping pagefind's data for display and ranking versions. */
import {DEFAULT_LIBRARY_TITLE} from '../data/references';

interface PagefindSubResult {
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
  /** The names a reference section answers to (`signInWithOtp`, `auth-signinwithotp`, `supabase db push`). */
  readonly api?: readonly string[];
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
    ...(meta.api ? {api: meta.api.split('|').filter(Boolean)} : {}),
  };
}

/** A query that names an API (`signInWithOtp`, `auth.getUser`, `text_search`, `v1-run-a-query`, `supabase db push`) rather than a topic. */
export function isApiName(query: string): boolean {
  const q = query.trim();
  if (/^supabase\s+[a-z][\w-]*/.test(q) || /^v\d+-[a-z0-9-]+$/i.test(q)) return true;
  return /^[A-Za-z_$][\w$.]*$/.test(q) && (/[a-z][A-Z]/.test(q) || /[._]/.test(q));
}

/**
 * The names a reference section answers to, for ranking a query that names it first: its id, and the call its
 * signature ends with (`supabase.auth.signInWithOtp(credentials)` → `signInWithOtp`) or, for a CLI command, the
 * command itself (`supabase db push [flags]` → `supabase db push`).
 */
export function apiNames(section: {readonly id: string; readonly signature?: string}): string[] {
  const names = [section.id];
  const sig = section.signature?.trim();
  if (sig) {
    const call = sig.lastIndexOf('(');
    if (call > 0) {
      const name = /([A-Za-z_$][\w$]*)(?:<[^>]*>)?\s*$/.exec(sig.slice(0, call))?.[1];
      if (name) names.push(name);
    } else if (/^supabase\s/.test(sig)) {
      names.push(sig.split(/\s+[[<-]/)[0].trim());
    }
  }
  return [...new Set(names)];
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/** Whether a hit's section answers to the name the query gives (`auth.signInWithOtp` answers as `signInWithOtp` too). */
export function namesApi(hit: SearchHit, query: string): boolean {
  const q = query.trim();
  if (!hit.api || q === '') return false;
  const wanted = new Set([norm(q), norm(q.split('.').pop() ?? q)]);
  return hit.api.some((name) => wanted.has(norm(name)));
}

/**
 * How well a title answers a query: 2 when it is the query (ignoring case, punctuation, a parenthesised
 * abbreviation and anything after a colon's other side: `pg_cron: Job Scheduling`, `JSON Web Tokens (JWT)`),
 * 1 when it holds every word of the query (or a word of the same stem), else 0.
 */
export function titleMatch(title: string, query: string): 0 | 1 | 2 {
  const q = norm(query);
  if (q === '') return 0;
  const forms = [title, title.replace(/\([^)]*\)/g, ''), title.split(':')[0]];
  if (forms.some((f) => norm(f) === q)) return 2;
  const titleWords = words(title);
  const queryWords = words(query).filter((w) => w.length >= 2);
  const stem = (t: string, w: string) =>
    t.startsWith(w) ||
    (w.length >= 5 && t.slice(0, Math.max(4, w.length - 3)) === w.slice(0, Math.max(4, w.length - 3)));
  return queryWords.length > 0 && queryWords.every((w) => titleWords.some((t) => stem(t, w))) ? 1 : 0;
}

/** What the ranking knows besides the hits: the reader's library, the phrases a title may match, a page to put first. */
export interface RankContext {
  readonly preferredLibrary?: string;
  /** The query and what it stands for (its synonym expansion or spelling correction). */
  readonly phrases?: readonly string[];
  /** A page the synonyms list names as the answer to the query. */
  readonly preferredUrl?: string;
}

/**
 * The order of results, as stable partitions that keep the index's relevance order within each part. Older
 * versions always come last. Before them:
 * - for a query that names an API: the sections answering to that name (the reader's library first), then the
 *   reader's library, then the rest;
 * - for a topic: a page the synonyms list names; guides whose title is the query; sections whose title is the query;
 *   sections answering to the name (`upsert`); guides, then sections, whose title holds every word; the rest.
 */
export function rankHits(hits: readonly SearchHit[], query = '', context: RankContext | string = {}): SearchHit[] {
  const {
    preferredLibrary = DEFAULT_LIBRARY_TITLE,
    phrases = [query],
    preferredUrl,
  } = typeof context === 'string' ? {preferredLibrary: context} : context;
  const title = (h: SearchHit) => Math.max(0, ...phrases.map((p) => titleMatch(h.title, p)));
  const named = (h: SearchHit) => phrases.some((p) => namesApi(h, p));
  const mine = (h: SearchHit) => h.library === preferredLibrary;
  const guide = (h: SearchHit) => !h.library;
  const tiers: ((h: SearchHit) => boolean)[] = isApiName(query)
    ? [(h) => named(h) && mine(h), named, (h) => title(h) === 2 && guide(h), mine]
    : [
        (h) => preferredUrl !== undefined && h.url.split('#')[0] === preferredUrl,
        (h) => title(h) === 2 && guide(h),
        (h) => title(h) === 2,
        (h) => named(h) && mine(h),
        named,
        (h) => title(h) === 1 && guide(h),
        (h) => title(h) === 1,
      ];
  const tierOf = (h: SearchHit) => {
    if (!h.latest) return tiers.length + 1;
    const i = tiers.findIndex((t) => t(h));
    return i < 0 ? tiers.length : i;
  };
  return hits
    .map((hit, index) => ({hit, index, tier: tierOf(hit)}))
    .sort((a, b) => a.tier - b.tier || a.index - b.index)
    .map((x) => x.hit);
}

/** The library whose results a reader on `pathname` prefers: that of the reference page, else the default one. */
export function preferredLibraryFor(pathname: string, titleOfReference: (slug: string) => string | undefined): string {
  const slug = /^\/reference\/([^/]+)/.exec(pathname)?.[1];
  return (slug && titleOfReference(slug)) || DEFAULT_LIBRARY_TITLE;
}
