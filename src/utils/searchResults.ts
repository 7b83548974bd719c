/** Pure rules for search results: shaping pagefind's data for display, ranking, and collapsing language twins. */
import {GUIDE_AREAS} from '../data/guideAreas';
import {CLIENT_LIBRARIES, DEFAULT_LIBRARY_TITLE, REFERENCES} from '../data/references';
import {CLIENT_WORDS, LIBRARY_PLATFORM_WORDS, LIBRARY_QUERY_WORDS, WORD_FORMS} from '../data/searchSynonyms';
import {latestLabelOf, libraryTitleOf, librarySlugOf, pageKind, type PageKind} from './searchContext';
import {menuIdForPath, referenceAtPath} from './menuIdForPath';
import {STOP_WORDS, unmarkStopWords} from './searchQuery';

interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  /** Positions of the matched words in the page (pagefind gives them per heading's part). */
  readonly locations?: readonly number[];
}

export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly PagefindSubResult[];
  /** The page's whole text, plain (pagefind's `content`). */
  readonly content?: string;
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
  /** What kind of page it is (guide, client-library section, CLI command, Management API operation, server endpoint). */
  readonly kind?: PageKind;
  /** The heading under which the match is, when it is not the page's title. */
  readonly heading?: string;
  /** A guide's one-sentence summary (its front matter's description), in the words of the task it answers. */
  readonly description?: string;
  /** Slugs of the other client libraries that have the same operation (the language twins), from the index. */
  readonly twins?: readonly string[];
  /** The same operation in the other libraries, one click away, when the result stands for them all. */
  readonly others?: readonly {readonly library: string; readonly url: string}[];
  /** The page has the reader's query word for word (a message it explains): see quotesQuery. */
  readonly quotes?: true;
}

/** Pagefind names pages by file (`/guides/auth.html`); the site's routes have no extension. */
export function routeFromIndexUrl(url: string): string {
  const [path, hash] = url.split('#');
  const clean = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  const route = clean.length > 1 ? clean.replace(/\/$/, '') : clean;
  return hash ? `${route}#${hash}` : route;
}

/**
 * The part of a page a result opens at: the heading that holds most of the query's words (half of them at least),
 * else the part with the most matches, else the first under a heading (pagefind lists the parts in page order).
 */
function bestSubResult(subs: readonly PagefindSubResult[] | undefined, query: string): PagefindSubResult | undefined {
  const anchored = (subs ?? []).filter((s) => s.url.includes('#'));
  if (anchored.length === 0) return undefined;
  const words = queryWords(query);
  let best = anchored[0];
  let bestScore = -1;
  for (const sub of anchored) {
    // A heading holding half the query or more says where the answer is; else the part with the most matches.
    const covered = words.length ? coverage(sub.title, words) : 0;
    const score = (covered >= 0.5 ? covered * 1000 : 0) + (sub.locations?.length ?? 0);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

/** The page a hit is on: its URL without the `#heading` part. */
export function pageOf(hit: Pick<SearchHit, 'url'>): string {
  return hit.url.split('#')[0];
}

/** A result of the index as the dialog shows it; `query` picks the heading it opens at. */
export function toHit(data: PagefindResultData, query = ''): SearchHit {
  const meta = data.meta;
  const library = meta.library;
  const section = library ? `${library} ${meta.version ?? ''}`.trim() : (meta.section ?? '');
  const sub = bestSubResult(data.sub_results, query);
  // Headings end with their anchor link's zero-width space.
  const subTitle = sub?.title.replace(/[\u200b-\u200d\ufeff]/g, '').trim();
  const heading = subTitle && subTitle !== meta.title ? subTitle : undefined;
  const url = routeFromIndexUrl(sub?.url ?? data.url);
  return {
    url,
    title: meta.title ?? routeFromIndexUrl(data.url),
    section: heading ? `${section} › ${heading}` : section,
    excerpt: unmarkStopWords(sub?.excerpt ?? data.excerpt, query),
    latest: meta.latest !== 'false',
    ...(library ? {library} : {}),
    ...(meta.api ? {api: meta.api.split('|').filter(Boolean)} : {}),
    kind: pageKind(url),
    ...(heading ? {heading} : {}),
    ...(meta.description ? {description: meta.description} : {}),
    ...(meta.twins ? {twins: meta.twins.split('|').filter(Boolean)} : {}),
  };
}

/** A query that names an API (`signInWithOtp`, `auth.getUser`, `text_search`, `v1-run-a-query`, `supabase db push`) rather than a topic. */
export function isApiName(query: string): boolean {
  const q = query.trim();
  if (/^supabase\s+[a-z][\w-]*/.test(q) || /^v\d+-[a-z0-9-]+$/i.test(q)) return true;
  return /^[A-Za-z_$][\w$.]*$/.test(q) && (/[a-z][A-Z]/.test(q) || /[._]/.test(q));
}

/**
 * A query shaped like an error code (`invalid_credentials`, `over_email_send_rate_limit`): lowercase words joined by
 * underscores. Its answer is the page that lists the codes, ahead of pages whose headings say the words.
 */
export function isErrorCode(query: string): boolean {
  return /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(query.trim());
}

/**
 * Whether a query holds a word shaped like an error code: letters then two digits or more (`PGRST116`, `P0001`), a
 * SQLSTATE (`23505`, `42P01`), or any number of four digits or more. A plain number (`greater than 100`, `first 10
 * rows`) or a name with a digit (`s3`, `oauth2`, `aal2`, `6mb`) is not one: those are asked of a library's sections.
 */
export function holdsCode(query: string): boolean {
  return words(query).some((w) => /^[a-z]+\d{2,}$|^\d{2}[a-z]\d{2}$|^\d{4,}$/.test(w));
}

const ERROR_CODES_TITLE = /\berror codes\b/i;

/**
 * How much a guide's description counts against its title (1) and a heading (0.6): it is one sentence in the words
 * of the task the page answers (`Store profile data for Supabase Auth users in your own tables…`), longer than a
 * heading, so it holds more words by chance.
 */
const DESCRIPTION_WEIGHT = 0.5;

/**
 * How much the description of a section of the reference the reader is on (readerReferenceOf: the CLI, the
 * Management API, a server) counts: such a section is named by its command or operation (`supabase branches
 * create`, `Get services health`) and its description says the task in the reader's words (`Creates a preview branch
 * of the linked project`), as a guide's title does. Below a title (1): a description holds more words by chance.
 * 1 put `supabase inspect db db-stats` before `cache-hit` for `cache hit rate of my database` (BENCHMARKS.md,
 * session 21).
 */
const ITS_REFERENCE_DESCRIPTION_WEIGHT = 0.8;

/** How much a heading holding every word of the query counts, against a title holding them (1). */
const HEADING_WEIGHT = 0.6;

/**
 * From how many meaningful words a query's words count each where a page says it most prominently (placedCoverage):
 * a longer query is rarely said whole by one title or heading, and the page that answers it says its words across its
 * title, the heading it opens at and its description (`add custom metadata when uploading a file`: `Object metadata
 * and existence checks` › `Add metadata when uploading`). A query of two words is answered by the place holding both
 * (`code verifier`: the PKCE flow guide, whose description says both, before a heading that says `verifier` alone).
 * Not for client-library sections: neighbouring sections describe their calls in the same words (`Copy an existing
 * file`, `Move an existing file`, `Check that a file exists`), and their names and calls tell them apart.
 */
const PLACED_MIN_WORDS = 3;

/**
 * How far the words a page says across its places (placedCoverage) may lift it above its best single place: enough
 * to break a near-tie (`add custom metadata when uploading a file`), not to overturn a page whose title holds more of
 * the query. Uncapped, common words said prominently outweighed the query's rarer words: `vector bucket index` put
 * `Vector Buckets` › `Create a bucket and an index` before `Working with vector indexes`.
 */
const PLACED_MAX_LIFT = 0.1;

/**
 * How much a page that quotes the query word for word counts (quotesQuery), against a title holding every word (1):
 * as a heading holding every word. An error message pasted into the box is answered by the page that explains it.
 */
const QUOTE_WEIGHT = 0.4;

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
 * The words of a query written as a call, in camelCase (`signUp`, `auth.signInWithOAuth`, `SignIn` of
 * `SignIn(email, password)`): a reader who pastes a call among other words (`signUp returns user but session is
 * null`) names that call's section. Not snake_case words, which are as often error codes (`WORKER_LIMIT`) or a
 * reader's own SQL names (`match_documents`).
 */
export function callsIn(query: string): string[] {
  return query
    .split(/[^\w$.]+/)
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter((t) => /[a-z][A-Z]/.test(t));
}

/**
 * How closely a section's call name says a query of two words or more, from 0 to 1: the share of the query's
 * meaningful words that are words of the name (`createSignedUrl` → create, signed, url), times the share of the
 * name's words they make up. `signed url` names `createSignedUrl` (2/2 × 2/3) more closely than `uploadToSignedUrl`
 * (2/2 × 2/4); `get current user` names `getUser` (2/3 × 2/2). 0 when no call holds two of the words.
 */
export function callNameMatch(hit: Pick<SearchHit, 'api'>, query: string): number {
  const wanted = queryWords(query);
  if (!hit.api || wanted.length < 2) return 0;
  let best = 0;
  // Calls only: not section ids (`storage-from-upload`) nor CLI commands (`supabase db push`).
  for (const name of hit.api.filter((n) => !/[\s-]/.test(n))) {
    const parts = words(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
    const held = wanted.filter((w) => parts.includes(w)).length;
    if (held < 2) continue;
    best = Math.max(best, (held / wanted.length) * (parts.filter((p) => wanted.includes(p)).length / parts.length));
  }
  return best;
}

/**
 * How closely a query names a CLI command, from 0 to 1: when every word of a command after `supabase` is a form of a
 * query word (`supabase db pull` in `pull schema from remote database`: `db` for `database`) and the query says two
 * words of it (`supabase` counts: `stop local supabase` names `supabase stop`, `create a migration` does not name the
 * group `supabase migration`), the share of the query's meaningful words it holds (`supabase` aside); else 0.
 */
export function commandMatch(hit: Pick<SearchHit, 'api'>, query: string): number {
  const wanted = queryWords(query);
  const asked = wanted.filter((w) => w !== 'supabase');
  if (!hit.api || asked.length === 0) return 0;
  let best = 0;
  for (const name of hit.api.filter((n) => /^supabase\s/.test(n))) {
    const parts = words(name).slice(1);
    if (parts.length === 0 || !parts.every((p) => asked.some((w) => sameStem(p, w)))) continue;
    if (parts.length + (wanted.includes('supabase') ? 1 : 0) < 2) continue;
    best = Math.max(best, asked.filter((w) => parts.some((p) => sameStem(p, w))).length / asked.length);
  }
  return best;
}

/**
 * A CLI command's name (or title) without the program's name, `supabase`, when the query does not say every other
 * word of one of its commands: the site's name and one shared word are not a command's name (`what features does
 * supabase have` does not ask for `supabase issue feature`; `supabase init` and `start supabase locally` still say
 * theirs). Any other result's text as it is.
 */
export function withoutProgramName(text: string, hit: Pick<SearchHit, 'api'>, query: string): string {
  const commands = (hit.api ?? []).filter((n) => /^supabase\s/.test(n));
  const asked = queryWords(query);
  if (commands.length === 0 || !asked.includes('supabase')) return text;
  const said = commands.some((c) =>
    words(c)
      .slice(1)
      .every((p) => asked.some((w) => sameStem(p, w))),
  );
  return said
    ? text
    : words(text)
        .filter((w) => w !== 'supabase')
        .join(' ');
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
  return queryWords.length > 0 && queryWords.every((w) => titleWords.some((t) => sameStem(t, w))) ? 1 : 0;
}

/** The words of a query that carry meaning for titles and headings: lower case, no stop words (`how`, `a`, `to`). */
export function queryWords(query: string): string[] {
  return words(query).filter((w) => !STOP_WORDS.has(w));
}

/** Endings that turn a word into its opposite or into another word (`passwordless`, `serverless`, `stateless`). */
const NEGATING_SUFFIXES = ['less', 'lessly', 'lessness'];

/**
 * The endings a word of three letters takes and stays itself (`keys`, `logged`, `running`, `settings`), and the
 * particles of a verb written as one word with it (`log in` → `login`, `set up` → `setup`): other longer words it
 * starts are other words (`big` in `BigQuery`, `cli` in `client`, `ban` in `bandwidth`).
 */
const SHORT_WORD_ENDINGS = /^(?:[a-z]?(?:s|es|ed|er|ers|ing|ings|y|ies)|in|out|up|on)$/;

/**
 * Whether `a` is the noun of the one who does `b` (`verifier` of `verify`, `identifier` of `identify`, `notifier` of
 * `notify`): a word in -y whose y became -ier. Its plural (-ies: `policies` of `policy`) is the same word; this is
 * another (`code verifier` is not `Verify a challenge`).
 */
function agentOfOther(a: string, b: string): boolean {
  return b.endsWith('y') && /iers?$/.test(a) && a.startsWith(b.slice(0, -1));
}

/**
 * Whether a word of a title or heading (`t`) is a form of a query word (`w`): the same word, a longer word it starts
 * (`uploads`, `configuration`; the reader may still be typing), or a word sharing its stem (`policy` / `policies`).
 * A word of one or two letters is only itself (`to` is not `toml`, `db` is not `dbeaver`), a word of three letters
 * only itself with an ending (SHORT_WORD_ENDINGS: `keys`, not `big` in `bigquery`), and a word that adds a
 * negating ending is not the word (`passwordless` is not `password`). A short form of the word (WORD_FORMS: `db` for
 * `database`) is the word.
 */
export function sameStem(t: string, w: string): boolean {
  if (t === w || (WORD_FORMS[w] ?? []).includes(t)) return true;
  if (w.length < 3 || agentOfOther(t, w) || agentOfOther(w, t)) return false;
  if (t.startsWith(w)) {
    const rest = t.slice(w.length);
    if (NEGATING_SUFFIXES.includes(rest)) return false;
    return w.length > 3 || SHORT_WORD_ENDINGS.test(rest);
  }
  return (
    (w.length >= 4 && w.startsWith(t) && t.length >= w.length - 2) ||
    (w.length >= 5 && t.slice(0, Math.max(4, w.length - 3)) === w.slice(0, Math.max(4, w.length - 3)))
  );
}

/** Either word is the other's stem (`sameStem` both ways): for comparing two names, neither of them the query. */
export function eitherStem(a: string, b: string): boolean {
  return sameStem(a, b) || sameStem(b, a);
}

/**
 * The share of the words that a title or heading holds (a word of the same stem counts: `uploads` for `upload`),
 * each word weighted by `weightOf` (rare words weigh more: `cors` in `cors edge functions`), equal by default.
 */
export function coverage(
  text: string,
  queryWordList: readonly string[],
  weightOf: (word: string) => number = () => 1,
): number {
  if (queryWordList.length === 0) return 0;
  const textWords = words(text);
  let total = 0;
  let found = 0;
  for (const w of queryWordList) {
    const weight = weightOf(w);
    total += weight;
    if (textWords.some((t) => sameStem(t, w))) found += weight;
  }
  return total > 0 ? found / total : 0;
}

/**
 * Whether `t` is the word `w` itself, in one of its forms (sameStem), but not a longer word it only starts (`expose`
 * for `expo`, `database` for `data`): a word the reader has finished typing is that word, with an ending at most
 * (SHORT_WORD_ENDINGS: `buckets`, `uploading`).
 */
export function sameWord(t: string, w: string): boolean {
  if (!sameStem(t, w)) return false;
  if (t.length <= w.length || !t.startsWith(w)) return true;
  return SHORT_WORD_ENDINGS.test(t.slice(w.length));
}

/**
 * The share of the words a page says in its most prominent places, each word counting by the most prominent place
 * that holds it (`places`: a text and its weight, such as a title 1, a heading 0.6, a description 0.5), each word
 * weighted by `weightOf` as in coverage. `add custom metadata when uploading a file` is said by `Object metadata…`
 * (its title: metadata) with its heading `Add metadata when uploading` (add, uploading) more than by a page whose
 * title says `upload` and `file` alone; the best single place would have ranked the other page first.
 */
export function placedCoverage(
  places: readonly (readonly [string | undefined, number])[],
  queryWordList: readonly string[],
  weightOf: (word: string) => number = () => 1,
): number {
  if (queryWordList.length === 0) return 0;
  const placeWords = places.map(([text, weight]) => [words(text ?? ''), weight] as const);
  let total = 0;
  let found = 0;
  for (const w of queryWordList) {
    const weight = weightOf(w);
    total += weight;
    found += weight * Math.max(0, ...placeWords.filter(([ws]) => ws.some((t) => sameWord(t, w))).map(([, p]) => p));
  }
  return total > 0 ? found / total : 0;
}

/**
 * How exactly a title says the query, from 0 to 1: the share of the query's words it holds as they are (`url` in
 * `Create a signed URL`, not in `… URLs`), and of its own words that are the query's (`Create a signed URL` says
 * less besides than `Create signed upload URL`).
 */
function exactness(text: string, queryWordList: readonly string[]): number {
  const textWords = words(text).filter((w) => !STOP_WORDS.has(w));
  if (textWords.length === 0 || queryWordList.length === 0) return 0;
  const set = new Set(textWords);
  const exact = queryWordList.filter((w) => set.has(w)).length / queryWordList.length;
  const precision = textWords.filter((t) => queryWordList.some((w) => sameStem(t, w))).length / textWords.length;
  return (exact + precision) / 2;
}

/**
 * How much a query word says, from how often it occurs in the site's titles and headings (the spelling
 * vocabulary): a word in 4 headings (`cors`) weighs about 2.6 times one in 100 (`functions`).
 */
export function wordWeight(vocabulary: Readonly<Record<string, number>> | undefined): (word: string) => number {
  return (word) => 1 / Math.log2(2 + (vocabulary?.[word] ?? 0));
}

/**
 * The client library a guide is written for, when its title names one or its platform (`Listening to Postgres
 * Changes with Flutter` → `Flutter`), from LIBRARY_PLATFORM_WORDS; undefined for a guide for every reader.
 */
export function guideLibraryOf(title: string): string | undefined {
  const titleWords = new Set(words(title));
  return Object.entries(LIBRARY_PLATFORM_WORDS).find(([, list]) => list.some((w) => titleWords.has(w)))?.[0];
}

/**
 * Whether a guide is for the readers of another library than the reader's: its title names another library (see
 * guideLibraryOf) and the query does not (`realtime presence flutter` asks for it).
 */
export function forAnotherLibrary(title: string, query: string, readerLibrary: string): boolean {
  const library = guideLibraryOf(title);
  if (!library || library === readerLibrary) return false;
  return guideLibraryOf(query) !== library;
}

/**
 * The words a result is called by, for matching the query's words: its title, with the reference's library
 * (`Self-Hosting Auth` › `Create a user`) before it, or the guide's area (`Edge Functions` › `CORS support …`) when
 * the query names that area: readers name the product as well as the topic (`cors edge functions`), while an
 * area's name alone says nothing of the topic (`Getting Started` for `get current user`).
 */
export function nameOf(hit: Pick<SearchHit, 'title' | 'library' | 'section' | 'url'>, query: string): string {
  if (hit.library) {
    // A client-library section is also called by the words a query uses for its library (`initialize the client`
    // from a Flutter reader: `Flutter client Initializing`; `call postgres function from supabase-js`).
    const naming = pageKind(hit.url) === 'client' ? libraryWordsIn(query, hit.library) : [];
    return [hit.library, ...naming, hit.title].join(' ');
  }
  const area = hit.url.startsWith('/guides/') ? hit.section.split(' › ')[0] : '';
  const asked = queryWords(query);
  const says = (text: string) => words(text).every((a) => asked.some((w) => eitherStem(a, w)));
  const named = area !== '' && says(area);
  // The folder a guide sits in below its area (`tutorials`, `quickstarts`), when the query is its title's words and
  // the folder's: readers call a page by its kind (`expo tutorial`: `Build a User Management App with Expo React
  // Native`, in `…/tutorials/`). Not a folder named by a topic word among others the title does not say (`query sql
  // server from postgres` is not every page in `…/postgres/`).
  const path = pageOf(hit).split('/');
  const folder = path[1] === 'guides' && path.length >= 5 ? path[path.length - 2] : '';
  const held = (text: string, w: string) => words(text).some((t) => eitherStem(t, w));
  const inFolder =
    folder !== '' && says(folder) && asked.every((w) => held(hit.title, w) || held(folder.replace(/-/g, ' '), w));
  return [named ? area : '', inFolder ? folder : '', hit.title].filter((t) => t !== '').join(' ');
}

/**
 * The words a query may use for a client library itself rather than for what it asks of it: its platform words
 * (`flutter`, `dart`), its package's name (`supabase-js` → `js`), the frameworks it serves (LIBRARY_QUERY_WORDS:
 * `react`) and the words for a client as such (`client`, `sdk`).
 */
function libraryWords(library: string): ReadonlySet<string> {
  const ref = CLIENT_LIBRARIES.find((r) => r.title === library);
  return new Set([
    ...words(library),
    ...(LIBRARY_PLATFORM_WORDS[library] ?? []),
    ...(LIBRARY_QUERY_WORDS[library] ?? []),
    ...words(ref?.packageName ?? '').filter((w) => w !== 'supabase'),
    ...CLIENT_WORDS,
  ]);
}

/** The words of a query that name the client library `library` (see libraryWords), in the query's order. */
export function libraryWordsIn(query: string, library: string): string[] {
  const naming = libraryWords(library);
  return queryWords(query).filter((w) => naming.has(w));
}

/**
 * The query as it is asked of one client library's own sections: without the words that name that library
 * (libraryWords) or the platform (`supabase`), which its sections need not hold, as the index matches every word
 * (`call postgres function from supabase-js` → `call postgres function from`, `invoke edge function from react` →
 * `invoke edge function from`). Filler words stay: dropping them there as well put a library's sections ahead of
 * the guide for questions (`how do I create a storage bucket`). Null when nothing is left out, or nothing would be left.
 */
export function libraryQuery(query: string, library: string): string | null {
  const naming = libraryWords(library);
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const kept = parts.filter((part) => {
    const ws = words(part);
    return ws.length > 0 && !ws.every((w) => naming.has(w) || w === 'supabase');
  });
  return kept.length > 0 && kept.length < parts.length ? kept.join(' ') : null;
}

/** Below this many results, a question's own search has found too little (see findsTooLittle). */
const FEW_RESULTS = 5;

/**
 * Whether the results of a question-shaped query's own search are too little to stand on their own: fewer than
 * FEW_RESULTS, or none whose title or heading holds half of the meaningful words (weighted by `weightOf`). The
 * index matched every word, filler included, so a question finds the pages that also say `how`, `does` and `last`,
 * rarely the one about its topic.
 */
export function findsTooLittle(
  hits: readonly Pick<SearchHit, 'title' | 'heading' | 'library' | 'section' | 'url'>[],
  query: string,
  weightOf?: (word: string) => number,
): boolean {
  if (hits.length < FEW_RESULTS) return true;
  return !hits.some((h) => namedShare(h, query, weightOf) >= 0.5);
}

/**
 * The share of a query's meaningful words (weighted by `weightOf`, equal by default) that a result's name (nameOf:
 * its title, with its library or guide area) or its heading holds, whichever holds more.
 */
export function namedShare(
  hit: Pick<SearchHit, 'title' | 'heading' | 'library' | 'section' | 'url'>,
  query: string,
  weightOf?: (word: string) => number,
): number {
  const wanted = queryWords(query);
  return Math.max(coverage(nameOf(hit, query), wanted, weightOf), coverage(hit.heading ?? '', wanted, weightOf));
}

/** The guide area of a route (its menu id: `auth` for `/guides/auth/passwords`), if it is a guide. */
function guideArea(pathname: string): string | undefined {
  return pathname.startsWith('/guides/') ? menuIdForPath(pathname) : undefined;
}

/**
 * The reference a guide area is about, when one has the area's name (the CLI guides and the CLI reference, `Supabase CLI`):
 * from those guides, its sections rank as the area's own pages and are searched beside the guides.
 */
export function areaReferenceOf(pathname: string | undefined): string | undefined {
  const area = pathname ? guideArea(pathname) : undefined;
  const name = area ? GUIDE_AREAS.find((a) => a.id === area)?.sectionName : undefined;
  return name !== undefined && REFERENCES.some((r) => r.title === name) ? name : undefined;
}

/**
 * The reference the reader is on when it is not a client library's (the CLI, the Management API, a self-hosting
 * server): reading it is asking for it, as a filter or the query's own words would (queryAsks), so its sections are
 * searched beside the guides and rank as the reader's library's do on a client reference.
 */
export function readerReferenceOf(pathname: string | undefined): string | undefined {
  const ref = pathname ? referenceAtPath(pathname)?.ref : undefined;
  return ref && ref.kind !== 'client-library' ? ref.title : undefined;
}

/**
 * The client library whose reference the reader is on (`Flutter` on `/reference/dart/stream`), if they are on one:
 * like readerReferenceOf's references, its sections say a task in their own words (see runSearch).
 */
export function readerClientLibraryOf(pathname: string | undefined): string | undefined {
  const ref = pathname ? referenceAtPath(pathname)?.ref : undefined;
  return ref && ref.kind === 'client-library' ? ref.title : undefined;
}

/** The reference searched beside the guides for the reader's page: the one they are on (readerReferenceOf), else their guide area's (areaReferenceOf). */
export function ownReferenceOf(pathname: string | undefined): string | undefined {
  return readerReferenceOf(pathname) ?? areaReferenceOf(pathname);
}

/** What the ranking knows besides the hits: the reader's library, the phrases a title may match, a page to put first. */
export interface RankContext {
  readonly preferredLibrary?: string;
  /** The query and what it stands for (its synonym expansion or spelling correction). */
  readonly phrases?: readonly string[];
  /** A page the synonyms list names as the answer to the query. */
  readonly preferredUrl?: string;
  /** The reader narrowed the results to one library: whatever it is, they asked for it. */
  readonly libraryFilter?: string;
  /** The page the reader searches from: its own result goes down, guides of its area up. */
  readonly pathname?: string;
  /** How much each query word says (wordWeight); equal weights when absent. */
  readonly weightOf?: (word: string) => number;
  /** Told each result's score and its parts (the offline scorer's `--show` prints them; the dialog passes none). */
  readonly explain?: (hit: SearchHit, parts: Readonly<Record<string, number>>) => void;
  /** The pages (routes, no anchor) found only by a narrower query, without one of the reader's words: see PARTIAL_MATCH. */
  readonly partial?: ReadonlySet<string>;
}

/**
 * How far a page found only by a narrower query (one of the reader's words left out) goes down, against a page with
 * every word, when it is a guide or a section of the reference the reader is on (else AFTER_FULL_MATCHES): a third of
 * a title's words. Not after every such page: the page the reader is on, or an overview that
 * says every word in passing, would come before the page whose title says the task (`let users log in with their
 * twitch account`: the social login overview before `Login with Twitch`, whose page never says `account`).
 */
const PARTIAL_MATCH = 1;

/**
 * Where a page found only by a narrower query goes when it is neither a guide nor a section of the reference the reader
 * is on: after every page with all the words. Another library's section that says the task in its title (`Sign in
 * with a Web3 wallet` in Dart, for `web3 wallet login` from a guide) would otherwise stand, as its twin in the reader's
 * library, before the guide that has every word.
 */
const AFTER_FULL_MATCHES = 1e5;

/**
 * How far the reader's library's sections come up when the reader is on that library's reference
 * (`/reference/python/…`): reading a library's reference is asking for its sections, as reading the CLI reference is
 * asking for its commands (readerReferenceOf). Its sections name the call (`Copy an existing file`, `Sign in a user
 * through OTP`), guides name the topic (`Copy and Move Objects`, `Passwordless email logins`), so a guide's title held
 * a reader's few task words (`copy object`, `magic link login`) better than the section they looked for; the 0.3 that
 * guides lose on every reference page was less than that gap. 2.5: a guide whose title is the query (1) still comes
 * before a section whose name holds less than half of it, and a guide whose title holds every word (3) before a
 * section found for words only its page's text says (6). Against other pages than guides (a CLI command, another
 * library's section) nothing changes but the lift. Not for a query that holds a code (holdsCode: `PGRST116`): a code
 * is answered by the guide that lists the codes. 1.5 lost `from select`, `magic link login` and `oauth login`
 * (BENCHMARKS.md, session 26). The sections of the CLI, Management API or server reference the reader is on come up
 * as much (session 27): there too a guide's title held the task words (`Delete Objects` for `list storage objects`
 * on the CLI reference) against the command the reader was looking for.
 */
const READER_LIBRARY_LIFT = 2.5;

/** Which of the references kept out of everyday results a query asks for. */
export interface QueryAsks {
  /** The Management API: an operation id (`v1-run-a-query`), the word `api`, or `management`. */
  readonly api: boolean;
  /** The self-hosting server references: `self-hosting`, `self-hosted`, `docker`, `gotrue`. */
  readonly server: boolean;
}

export function queryAsks(query: string, libraryFilter?: string): QueryAsks {
  const q = query.toLowerCase();
  const filter = libraryFilter ?? '';
  return {
    api: /\bapi\b|\bmanagement\b|^v\d+-/.test(q) || filter === 'Management API',
    server: /self[\s-]?host|\bdocker\b|\bgotrue\b/.test(q) || filter.startsWith('Self-Hosting'),
  };
}

/** The reference path of a client-library section without its library and anchor (`select` for `/reference/dart/select#x`). */
function twinKey(hit: SearchHit): string | undefined {
  if ((hit.kind ?? pageKind(hit.url)) !== 'client' || !hit.latest) return undefined;
  const place = referenceAtPath(hit.url);
  // Older versions carry their version segment (`/reference/dart/v1/…`): they are not twins of the latest.
  return place && !place.olderVersion ? place.section : undefined;
}

/**
 * One result per operation: of the same section in several client libraries, the reader's library's is kept
 * (else the best-ranked), in the place of the best-ranked of them, with the others as `others` links. When only
 * another library's section matched but the reader's library has the operation too (its twins say so), the
 * result opens the reader's library's section.
 */
export function collapseTwins(ranked: readonly SearchHit[], preferredLibrary: string): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of ranked) {
    const key = twinKey(hit);
    if (key) groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const mySlug = librarySlugOf(preferredLibrary);
  const out: SearchHit[] = [];
  const done = new Set<string>();
  for (const hit of ranked) {
    const key = twinKey(hit);
    if (!key) {
      out.push(hit);
      continue;
    }
    if (done.has(key)) continue;
    done.add(key);
    const group = groups.get(key) ?? [hit];
    let kept = group.find((h) => h.library === preferredLibrary);
    if (!kept && mySlug && group.some((h) => h.twins?.includes(mySlug))) {
      const url = `/reference/${mySlug}/${key}`;
      kept = {
        ...hit,
        url,
        library: preferredLibrary,
        section: latestLabelOf(preferredLibrary),
        heading: undefined,
        twins: undefined,
      };
    }
    kept ??= hit;
    const slugs = new Set<string>();
    for (const h of group) for (const t of h.twins ?? []) slugs.add(t);
    for (const h of group) {
      const slug = librarySlugOf(h.library ?? '');
      if (slug) slugs.add(slug);
    }
    const keptSlug = librarySlugOf(kept.library ?? '');
    const others = [...slugs]
      .filter((slug) => slug !== keptSlug)
      .map((slug) => ({library: libraryTitleOf(slug) ?? slug, url: `/reference/${slug}/${key}`}))
      .filter((o) => o.library !== o.url);
    out.push(others.length ? {...kept, others} : kept);
  }
  return out;
}

/**
 * Whether `parent` is the page above `child`: a guide whose route the child's route continues
 * (`/guides/auth/social-login` above `/guides/auth/social-login/auth-twitch`), or a CLI command group whose command
 * the child's command continues (`supabase backups` above `supabase backups list`).
 */
export function isParentOf(parent: Pick<SearchHit, 'url' | 'api'>, child: Pick<SearchHit, 'url' | 'api'>): boolean {
  const page = (h: Pick<SearchHit, 'url'>) => pageOf(h).replace(/\/$/, '');
  const above = page(parent);
  if (above.startsWith('/guides/') && page(child).startsWith(`${above}/`)) return true;
  const commands = (h: Pick<SearchHit, 'api'>) => (h.api ?? []).filter((n) => /^supabase\s/.test(n));
  return commands(parent).some((p) => commands(child).some((c) => c.startsWith(`${p} `)));
}

/** A reference section's id in words (`range-gt` → `range`, `gt`), from the first name it answers to; none for a CLI command. */
function sectionIdWords(h: Pick<SearchHit, 'api'>): string[] {
  const id = h.api?.[0];
  return id !== undefined && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id) ? id.split('-') : [];
}

/**
 * Whether section `built` is a call built on section `base` of the same reference and version, with words the query
 * does not say: its id is the base's with words added before or after (`range-gt` on `gt`, `ilike-all-of` on `ilike`,
 * `admin-sign-out` on `sign-out`), and no added word is a form of a word of the query (`greater than a range` asks for
 * `rangeGt`). The base is the call a reader means when they name only what both do (`greater than filter`).
 */
export function buildsOn(
  built: Pick<SearchHit, 'api' | 'url'>,
  base: Pick<SearchHit, 'api' | 'url'>,
  query: string,
): boolean {
  const folder = (h: Pick<SearchHit, 'url'>) => pageOf(h).replace(/\/[^/]*$/, '');
  if (!base.url.startsWith('/reference/') || folder(built) !== folder(base)) return false;
  const outer = sectionIdWords(built);
  const inner = sectionIdWords(base);
  if (inner.length === 0 || outer.length <= inner.length) return false;
  const same = (a: readonly string[]) => a.every((w, i) => w === inner[i]);
  const added = same(outer.slice(0, inner.length))
    ? outer.slice(inner.length)
    : same(outer.slice(-inner.length))
      ? outer.slice(0, -inner.length)
      : undefined;
  if (!added) return false;
  const asked = words(query);
  return !added.some((a) => asked.some((w) => eitherStem(a, w)));
}

/**
 * The order of results. Older versions always come last, and the Management API and self-hosting server
 * references come after everything else unless the query asks for them (see queryAsks).
 * - A query that names an API: the sections answering to that name (the reader's library first, and on an older
 *   version's page that version's), then guides whose title is the query, the reader's library, then the rest, each
 *   part in the index's order.
 * - A topic: a score per result, from where the query's words are (the synonyms list's page; the whole title;
 *   the section's call name; every word in the title; in a heading; in a guide's description; only in the text), the kind of page (guides
 *   first; the reader's library before other libraries) and the index's own order as the tie-break.
 * Then the same operation in several libraries collapses into one result (collapseTwins).
 */
export function rankHits(hits: readonly SearchHit[], query = '', context: RankContext | string = {}): SearchHit[] {
  const {
    preferredLibrary: readerLibrary = DEFAULT_LIBRARY_TITLE,
    phrases = [query],
    preferredUrl,
    libraryFilter,
    pathname,
    weightOf,
    explain,
    partial,
  } = typeof context === 'string' ? {preferredLibrary: context} : context;
  // A reader who narrowed the results to one client library reads that library.
  const preferredLibrary = libraryFilter && librarySlugOf(libraryFilter) ? libraryFilter : readerLibrary;
  const asks = queryAsks(query, libraryFilter);
  // A guide's title with its area's name, when the query names the area (`realtime presence`: `Realtime Presence`).
  const title = (h: SearchHit) =>
    Math.max(0, ...phrases.map((p) => Math.max(titleMatch(h.title, p), h.library ? 0 : titleMatch(nameOf(h, p), p))));
  // A call written as code among the query's other words (`signUp returns user but session is null`) names its
  // section as the call alone would (callsIn).
  const calls = callsIn(query);
  const named = (h: SearchHit) => phrases.some((p) => namesApi(h, p)) || calls.some((c) => namesApi(h, c));
  const mine = (h: SearchHit) => h.library === preferredLibrary;
  const guide = (h: SearchHit) => !h.library;
  const kindOf = (h: SearchHit) => h.kind ?? pageKind(h.url);
  // The reference the reader is on (not a client library's): its sections are what they read, never kept back.
  const readerReference = readerReferenceOf(pathname);
  const onItsReference = (h: SearchHit) => readerReference !== undefined && h.library === readerReference;
  const hidden = (h: SearchHit) =>
    !onItsReference(h) && ((kindOf(h) === 'api' && !asks.api) || (kindOf(h) === 'server' && !asks.server));
  const onReference = pathname !== undefined && pathname.startsWith('/reference/');
  // An older version's sections go last, except the version the reader is on (`/reference/javascript/v1/…`): it is
  // their library as they use it.
  const readerPlace = pathname ? referenceAtPath(pathname) : undefined;
  const ofReaderVersion = (h: SearchHit) => {
    const place = readerPlace?.olderVersion ? referenceAtPath(h.url) : undefined;
    return place !== undefined && place.ref === readerPlace?.ref && place.olderVersion === readerPlace.olderVersion;
  };
  // On a client library's reference, unless the query holds a code (READER_LIBRARY_LIFT).
  const onClientReference = readerClientLibraryOf(pathname) !== undefined && !holdsCode(query);
  // On an older version's page, the sections of that version (not the latest's): the reader uses that version.
  const lifted = (h: SearchHit) => onClientReference && (!readerPlace?.olderVersion || ofReaderVersion(h));
  const here = pathname?.replace(/\/$/, '');
  const area = pathname ? guideArea(pathname) : undefined;
  // From the guides of an area that has its own reference (the CLI), a query that names a command finds it.
  const areaReference = ownReferenceOf(pathname);
  const ofArea = (h: SearchHit) => h.library !== undefined && h.library === areaReference;
  let keyOf: (h: SearchHit, index: number) => number;
  // For results scored by where the words are (not a title that is the query, a named call or the synonyms' page):
  // the share of the query their name (title) holds, and whether a heading, the description or a quote holds more.
  const scored = new Map<SearchHit, {name: number; below: boolean; heading: number}>();
  if (isApiName(query) && hits.some(named)) {
    const tiers: ((h: SearchHit) => boolean)[] = [
      // On an older version's page, the call as that version has it (`maybeSingle` from `/reference/kotlin/v1/…`).
      (h) => named(h) && mine(h) && ofReaderVersion(h),
      (h) => named(h) && mine(h),
      named,
      (h) => title(h) === 2 && guide(h),
      mine,
    ];
    keyOf = (h, index) => {
      const i = tiers.findIndex((t) => t(h));
      return (i < 0 ? tiers.length : i) * 100 + index * 0.01;
    };
  } else {
    const wordLists = phrases.map(queryWords).filter((w) => w.length > 0);
    const cover = (text: string | undefined) =>
      text ? Math.max(0, ...wordLists.map((w) => coverage(text, w, weightOf))) : 0;
    const exact = (text: string | undefined) => (text ? Math.max(0, ...wordLists.map((w) => exactness(text, w))) : 0);
    const mySlug = librarySlugOf(preferredLibrary);
    // A section of another library whose twin in the reader's library exists becomes that one (collapseTwins).
    const minePlus = (h: SearchHit) => mine(h) || (mySlug !== undefined && (h.twins ?? []).includes(mySlug));
    keyOf = (h, index) => {
      const kind = kindOf(h);
      const parts: Record<string, number> = {};
      let text: number;
      if (preferredUrl !== undefined && pageOf(h) === preferredUrl) text = 0;
      else if (
        title(h) === 2 ||
        (phrases.some((p) => titleMatch(h.title, p) >= 1) &&
          kind === 'guide' &&
          area !== undefined &&
          guideArea(h.url) === area &&
          !forAnotherLibrary(h.title, query, preferredLibrary))
      )
        // From a guide page, a guide of the same area whose title holds every word answers like a title that is
        // the query (`download a file` on a Storage page: `Serving and downloading files`).
        text = 1;
      else if (named(h)) text = 2;
      else if (isErrorCode(query) && kind === 'guide' && ERROR_CODES_TITLE.test(h.title)) text = 2;
      else {
        // 3 when the title holds every word, up to 6 when neither the title nor a heading holds any.
        // A reference result is called by its library too (`Self-Hosting Auth` › `Create a user`).
        // A CLI command is not called by the program's name unless the query says the command (withoutProgramName).
        const name = withoutProgramName(nameOf(h, query), h, query);
        parts.name = cover(name);
        parts.heading = HEADING_WEIGHT * cover(h.heading);
        // A section of the reference the reader is on: its description says the task (ITS_REFERENCE_DESCRIPTION_WEIGHT).
        parts.description =
          (onItsReference(h) ? ITS_REFERENCE_DESCRIPTION_WEIGHT : DESCRIPTION_WEIGHT) * cover(h.description);
        parts.quote = h.quotes ? QUOTE_WEIGHT : 0;
        // A query of PLACED_MIN_WORDS words or more: each word where the page says it most prominently (placedCoverage).
        parts.placed =
          kind !== 'client' && queryWords(query).length >= PLACED_MIN_WORDS
            ? Math.max(
                0,
                ...wordLists.map((w) =>
                  placedCoverage(
                    [
                      [name, 1],
                      [h.heading, HEADING_WEIGHT],
                      [h.description, DESCRIPTION_WEIGHT],
                    ],
                    w,
                    weightOf,
                  ),
                ),
              )
            : 0;
        const single = Math.max(parts.name, parts.heading, parts.description, parts.quote);
        // The spread words break near-ties: they lift a page by PLACED_MAX_LIFT at most above its best single place.
        const best = Math.max(single, Math.min(parts.placed, single + PLACED_MAX_LIFT));
        // Words spread over the name and other places (placed) do not make a page lead on words below its title.
        scored.set(h, {name: parts.name, below: single > parts.name, heading: parts.heading});
        parts.exact = exact(withoutProgramName(h.title, h, query));
        // The section's call is named by the query's words (`createSignedUrl` for `signed url`).
        parts.call = Math.max(
          0,
          ...phrases.map((p) => Math.max(callNameMatch(h, p), ofArea(h) ? commandMatch(h, p) : 0)),
        );
        text = 3 + 3 * (1 - best) - parts.exact - parts.call;
      }
      let adjust = 0;
      // Another library's section that the reader's library does not have is of little use to them.
      // On a client library's reference, the reader's library's sections come up (READER_LIBRARY_LIFT).
      if (kind === 'client') adjust += minePlus(h) ? (lifted(h) ? -READER_LIBRARY_LIFT : onReference ? 0 : 0.3) : 3;
      // The reference the reader is on (the CLI, the Management API, a server): its sections come up as a client
      // library's do on its own reference (READER_LIBRARY_LIFT), and have no penalty for their kind.
      else if (onItsReference(h)) adjust -= READER_LIBRARY_LIFT;
      else {
        if (kind === 'guide')
          adjust +=
            (onReference ? 0.3 : 0) -
            (area && guideArea(h.url) === area ? 0.3 : 0) +
            (forAnotherLibrary(h.title, query, preferredLibrary) ? 1 : 0);
        // From the guides of an area with its own reference (the CLI guides), that reference's sections are the
        // area's pages as much as its guides are: no penalty for their kind.
        else if (!ofArea(h)) adjust += 0.5;
      }
      // The reader is on that page already.
      if (here && pageOf(h) === here) adjust += 1.5;
      // The index's order breaks near-ties only: 24 places move a result by less than 0.1 (a tenth of a title word).
      explain?.(h, {...parts, text, adjust, index});
      return text + adjust + index * 0.004;
    };
  }
  // A page found only by a narrower query: a guide, or a section of the reference the reader is on, a little lower
  // than the pages with every word; any other, after them all.
  // The client library whose reference the reader is on: its sections, and other libraries' twins of them.
  const readerClient = readerClientLibraryOf(pathname);
  const readerClientSlug = readerClient && librarySlugOf(readerClient);
  const ofReaderClient = (h: SearchHit) =>
    readerClient !== undefined &&
    (h.library === readerClient || (readerClientSlug !== undefined && (h.twins ?? []).includes(readerClientSlug)));
  const partialMatch = (h: SearchHit) =>
    !partial?.has(pageOf(h))
      ? 0
      : guide(h) || onItsReference(h) || ofReaderClient(h)
        ? PARTIAL_MATCH
        : AFTER_FULL_MATCHES;
  const penalties = hits.map(partialMatch);
  const keys = hits.map((hit, index) => keyOf(hit, index) + penalties[index]);
  // A page above another result (isParentOf: an overview, a command group) that leads on words below its title (its
  // description or a heading: `supabase backups` says "list shows the available backups") goes right after that
  // child when the child's name says as much of the query as its own: the parent matched on its children's tasks.
  // Not when the child's name holds none of the query (`company login for the supabase dashboard`: the SSO guide
  // before `SSO with Google Workspace`), nor when the parent's own heading says more of it than the child's name
  // (`Managing database replication` › `Monitoring replication slots` before its Iceberg pipeline page for `logical
  // replication slots`): that heading is the parent's own section, not a child's task.
  hits.forEach((parent, i) => {
    const above = scored.get(parent);
    if (!above?.below) return;
    hits.forEach((child, j) => {
      const name = scored.get(child)?.name;
      if (
        name !== undefined &&
        name > 0 &&
        name >= above.name &&
        name >= above.heading &&
        keys[j] > keys[i] &&
        penalties[j] < AFTER_FULL_MATCHES &&
        isParentOf(parent, child)
      )
        keys[i] = Math.max(keys[i], keys[j] + 0.001);
    });
  });
  // A section whose call is built on another listed section's with words the query does not say (buildsOn: `rangeGt`
  // on `gt`, `ilikeAllOf` on `ilike`) comes right after that base section when the base's title says as much of the
  // query (and the base is not after every full match, as the parent rule asks): `greater than filter` means `gt`,
  // whose title is longer. Not when the built call leads on words below its title (its description says more of the
  // query: `maybeSingle`, "returns nil instead of an error", for `get nil instead of an error when no row matches`),
  // nor a CLI command group and its command (`supabase backups`, `… list`): the parent rule places those.
  hits.forEach((built, i) => {
    const over = scored.get(built);
    if (!over || over.below) return;
    hits.forEach((base, j) => {
      const name = scored.get(base)?.name;
      if (
        name !== undefined &&
        name >= over.name &&
        keys[j] > keys[i] &&
        penalties[j] < AFTER_FULL_MATCHES &&
        !isParentOf(base, built) &&
        buildsOn(built, base, query)
      )
        keys[j] = keys[i] - 0.001;
    });
  });
  const ranked = hits
    .map((hit, index) => {
      const base = keys[index];
      const demoted = !hit.latest && !ofReaderVersion(hit) ? 2 : hidden(hit) ? 1 : 0;
      return {hit, key: demoted * 1e4 + base};
    })
    .sort((a, b) => a.key - b.key)
    .map((x) => x.hit);
  return collapseTwins(ranked, preferredLibrary);
}
