/**
 * One search, from the reader's query to the list of results: synonyms, the index, dropping the index's
 * back-off matches, spelling correction and ranking. The index and the vocabulary are passed in, so the same
 * function runs in the dialog and in tests.
 */
import {
  bestCoverageQueries,
  contentWords,
  correctQuery,
  correctWord,
  excerptsMatch,
  expandSynonyms,
  foundExactly,
  withoutUnknownWords,
  meaningfulQuery,
  quotesQuery,
  relaxedQueries,
  STOP_WORDS,
  synonymPage,
  type Synonym,
  type Vocabulary,
} from './searchQuery';
import {referenceBasePath} from '../data/references';
import {referenceAtPath, type ReferencePlace} from './menuIdForPath';
import {sectionUrl} from './referenceNav';
import {SEARCH_KINDS} from './searchContext';
import {
  findsTooLittle,
  guideLibraryOf,
  namedShare,
  libraryQuery,
  namesApi,
  ownReferenceOf,
  pageOf,
  queryWords,
  readerClientLibraryOf,
  readerReferenceOf,
  rankHits,
  toHit,
  wordWeight,
  type PagefindResultData,
  type RankContext,
  type SearchHit,
} from './searchResults';

/** One result of the index: the page's id (pagefind's fragment hash) and its data, read on demand. */
interface IndexResult {
  readonly id?: string;
  readonly data: () => Promise<PagefindResultData>;
}

export interface SearchIndex {
  search: (
    query: string,
    options?: {filters?: Record<string, string>},
  ) => Promise<{results: readonly IndexResult[]} | null>;
}

/** Narrowing the results: guides or references only, and one library's references. */
export interface SearchFilters {
  readonly kind?: string;
  readonly library?: string;
}

export interface SearchRequest {
  readonly query: string;
  readonly filters?: SearchFilters;
  /** The reader's library (the reference they are on, else the last they read, else JavaScript): its results come first. */
  readonly preferredLibrary?: string;
  readonly synonyms: Readonly<Record<string, Synonym>>;
  /** The page the reader searches from (their own page goes down in the results, guides of its area up). */
  readonly pathname?: string;
  /** Loads the vocabulary of titles and headings (word weights and spelling correction). */
  readonly loadVocabulary: () => Promise<Vocabulary>;
  /** How many of the index's results to read (each costs a small fetch); RESULT_DEPTH unless given. */
  readonly depth?: number;
  /** Told each result's score and its parts (see RankContext.explain). */
  readonly explain?: RankContext['explain'];
  /**
   * Told, after each stage of the search, its name, its time in ms and how many searches it asked the index (once
   * each: askingOnce). For profiling (the offline scorer's `--profile`); the dialog does not pass it.
   */
  readonly trace?: (stage: string, ms: number, searches: number) => void;
}

export interface SearchOutcome {
  readonly hits: SearchHit[];
  /** The corrected query whose results are shown instead of the query's own, if any. */
  readonly correctedQuery: string | null;
}

interface Found {
  readonly hits: SearchHit[];
  /** Every excerpt the index returned for the query, matching or not. */
  readonly excerpts: string[];
  /** The results read, in the index's order, and whether they are all the index has for the query. */
  readonly read?: {readonly datas: readonly PagefindResultData[]; readonly all: boolean};
}

/** A result's data with the filter values pagefind keeps beside it (`{kind: ['Guides']}`). */
type FilteredData = PagefindResultData & {readonly filters?: Readonly<Record<string, readonly string[]>>};

const excerptsOf = (data: PagefindResultData) => [data.excerpt, ...(data.sub_results ?? []).map((s) => s.excerpt)];

/**
 * Where a page may quote the reader's words: its whole text (pagefind's `content`) besides the excerpts. An excerpt is
 * cut around the most matched words, which on a long page (every Auth error code) is rarely the line that quotes the
 * message (`User already registered`).
 */
const quotableText = (data: PagefindResultData) => [...excerptsOf(data), ...(data.content ? [data.content] : [])];

/** The index's search options for the reader's filters (none when no filter is set). */
function searchOptions(filters: SearchFilters | undefined): {filters: Record<string, string>} | undefined {
  const active = Object.fromEntries(Object.entries(filters ?? {}).filter(([, v]) => v)) as Record<string, string>;
  return Object.keys(active).length ? {filters: active} : undefined;
}

async function find(
  index: SearchIndex,
  query: string,
  filters: SearchFilters | undefined,
  depth: number,
  /** The reader's own query, which a page may quote (a narrower search asks fewer words). */
  asked: string = query,
): Promise<Found> {
  const response = await index.search(query, searchOptions(filters));
  const results = response?.results ?? [];
  const datas = await Promise.all(results.slice(0, depth).map((r) => r.data()));
  return {...foundOf(datas, query, asked), read: {datas, all: results.length <= depth}};
}

/** The matching results among the data read for a query (see find). */
function foundOf(datas: readonly PagefindResultData[], query: string, asked: string): Found {
  const words = contentWords(query);
  const excerpts = datas.flatMap(excerptsOf);
  // A section that answers to the queried name is a match even when its excerpt marks nothing (`v1-run-a-query`).
  const hits = datas
    .map((d) => ({d, hit: toHit(d, query)}))
    .filter(({d, hit}) => excerptsMatch(excerptsOf(d), words) || namesApi(hit, query));
  // A page that has the reader's words in a row quotes them (an error message it explains).
  return {
    hits: hits.map(({d, hit}) => (quotesQuery(quotableText(d), asked) ? {...hit, quotes: true as const} : hit)),
    excerpts,
  };
}

/**
 * The results of several searches as one list, in turns (the first of each, then the second of each…): the ranking
 * breaks ties by the index's order, and the fifth result of one search is as good as the fifth of another.
 */
export function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

function unique(hits: readonly SearchHit[]): SearchHit[] {
  const seen = new Set<string>();
  // One result per page: the same page found by the query and by its expansion opens at one heading.
  return hits.filter((h) => {
    const page = pageOf(h);
    return !seen.has(page) && seen.add(page);
  });
}

function withoutStopWords(text: string): string {
  const kept = text.split(/\s+/).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : text;
}

/** How many of the index's results a search reads (SearchRequest.depth), and a narrower search read deep. */
const RESULT_DEPTH = 24;

/** How many results of the guides alone and of the reader's library alone are read (see candidateFilters). */
const PLACE_DEPTH = 4;

/**
 * The narrower searches run beside the query's own when the reader has not filtered: the guides alone, and the
 * reader's library alone. None when a filter is set (the reader's choice is the only place searched).
 */
function candidateFilters(
  filters: SearchFilters | undefined,
  preferredLibrary: string | undefined,
  pathname?: string,
): SearchFilters[] {
  if (filters?.kind || filters?.library) return [];
  // The reference the reader is on (the CLI, the Management API, a server), or that of their guide area (the CLI
  // guides), is searched too.
  const own = ownReferenceOf(pathname);
  return [
    {kind: SEARCH_KINDS.guide},
    ...(preferredLibrary ? [{library: preferredLibrary}] : []),
    ...(own && own !== preferredLibrary ? [{library: own}] : []),
  ];
}

/**
 * The query as asked in one of the narrower places: a client library's sections are asked without the words that
 * name the library or are filler (libraryQuery: `invoke edge function from react` → `invoke edge function`), as the
 * index matches every word and a section does not say `react`; the guides are asked the query itself.
 */
function placeQuery(query: string, place: SearchFilters): string {
  return (place.library && libraryQuery(query, place.library)) || query;
}

/**
 * A narrower place's results (candidateFilters) for a query, read from that query's results everywhere (`wider`)
 * when those hold them: the index orders a place's results as it orders them everywhere (byScore, the filter only
 * leaves pages out), so the place's first PLACE_DEPTH are the first PLACE_DEPTH of its pages there, once that many
 * are among the results read or every result was read. Otherwise the place is asked.
 */
async function findInPlace(
  index: SearchIndex,
  query: string,
  place: SearchFilters,
  asked: string,
  wider: Promise<Found> | undefined,
  depth = PLACE_DEPTH,
): Promise<Found> {
  const everywhere = wider && (await wider).read;
  // Only results that carry their filter values (pagefind's always do) say whether they are in the place.
  if (everywhere?.datas.every((d) => (d as FilteredData).filters)) {
    const inPlace = everywhere.datas.filter((d) =>
      Object.entries(place).every(([k, v]) => !v || (d as FilteredData).filters?.[k]?.includes(v as string)),
    );
    if (inPlace.length >= depth || everywhere.all) return foundOf(inPlace.slice(0, depth), query, asked);
  }
  return find(index, query, place, depth, asked);
}

/**
 * How many results of the reader's library are read when the reader is on an older version of it
 * (`/reference/javascript/v1/…`): the index has no version filter, and the latest version's sections, more of them
 * and newer, fill the first PLACE_DEPTH (`signIn`: eight `signInWith…` sections of v2 before v1's `signIn`).
 */
const OLDER_VERSION_DEPTH = RESULT_DEPTH;

/** How deep a narrower place is read for a reader on `pathname` (see OLDER_VERSION_DEPTH). */
function placeDepth(place: SearchFilters, pathname: string | undefined): number {
  const here = pathname ? referenceAtPath(pathname) : undefined;
  return here?.olderVersion && place.library === here.ref.title ? OLDER_VERSION_DEPTH : PLACE_DEPTH;
}

/** Below this many results, a query of three or more words is searched again with fewer words (relaxedQueries). */
const RELAX_BELOW = 3;

/** How many pages (not sections) a list of hits is from. */
function pageCount(hits: readonly SearchHit[]): number {
  return new Set(hits.map((h) => pageOf(h))).size;
}

/**
 * The query without the words its spelling correction changed (`let designers log in with their figma account`,
 * corrected to `let designs …`: `let log in with their figma account`), or null when nothing meaningful is left.
 */
function withoutCorrected(query: string, corrected: string): string | null {
  const typed = query.trim().split(/\s+/);
  const fixed = corrected.trim().split(/\s+/);
  if (typed.length !== fixed.length) return null;
  const changed = new Set(typed.filter((part, i) => part !== fixed[i]).flatMap((part) => contentWords(part)));
  return withoutUnknownWords(query, (w) => !changed.has(w));
}

/**
 * The results of narrower queries (relaxedQueries) for a query of three or more meaningful words that found fewer
 * than RELAX_BELOW pages, or only `weak` pages (none with half its meaningful words in its title or a heading): the
 * index matches every word, so a question in the reader's words (`link multiple login providers to one account`)
 * finds nothing where the page says most of them, or only pages that say them all in passing (`delete whole
 * folder`: CLI guides, not `Delete objects`).
 */
async function relax(
  index: AskingOnce,
  query: string,
  found: number,
  weak: boolean,
  filters: SearchFilters | undefined,
  depth: number,
): Promise<SearchHit[]> {
  const words = queryWords(query);
  if ((found >= RELAX_BELOW && !weak) || words.length < 3) return [];
  // Only whether the index has pages for a word alone counts: a word of a query that found pages has (see hasPages).
  const counts = await Promise.all(
    words.map(async (w) => (index.hasPages(w) ? 1 : ((await index.search(w))?.results.length ?? 0))),
  );
  const founds = await Promise.all(relaxedQueries(words, counts).map((r) => find(index, r, filters, depth, query)));
  return founds.flatMap((f) => f.hits);
}

/**
 * Below this many pages after the narrower queries, a query of three or more meaningful words is asked for the words
 * its best pages share (bestCovered): the list would otherwise be empty or nearly so.
 */
const FEW_PAGES = RELAX_BELOW;

/** How many word sets bestCovered asks (the best pages' sets, see bestCoverageQueries). */
const COVERAGE_QUERIES = 6;

/**
 * The results of the pages that hold the most of a query's words (rarer words weighing more), for a query whose own
 * search and narrower queries found fewer than FEW_PAGES pages: each word is asked alone (the index lists every page
 * that has it; no result is read), and the word sets of the best pages are asked as queries (bestCoverageQueries):
 * the results of each, best set first.
 * Six ordinary words that no page holds all of, nor all but one, still find the pages that hold most of them.
 */
async function bestCovered(
  index: SearchIndex,
  query: string,
  filters: SearchFilters | undefined,
  depth: number,
  weightOf: (word: string) => number,
): Promise<SearchHit[][]> {
  const words = [...new Set(queryWords(query))];
  if (words.length < 3) return [];
  const options = searchOptions(filters);
  const answers = await Promise.all(words.map((w) => index.search(w, options)));
  const pagesOf = answers.map((a) => (a?.results ?? []).flatMap((r) => (r.id === undefined ? [] : [r.id])));
  const queries = bestCoverageQueries(words, pagesOf, weightOf, COVERAGE_QUERIES);
  const founds = await Promise.all(queries.map((r) => find(index, r, filters, depth, query)));
  return founds.map((f) => f.hits);
}

/**
 * How many results of a word asked alone are read to see whether a page has the word as typed. The index matches
 * stems: `designers` finds every page with `design` first, and the Figma login guide, which says `designers`, was
 * not among the first PLACE_DEPTH, so the word was "corrected" to `designs`.
 */
const KNOWN_DEPTH = RESULT_DEPTH;

/** The words the index finds as written when each is searched alone (see foundExactly). */
async function knownAlone(
  index: SearchIndex,
  words: readonly string[],
  filters: SearchFilters | undefined,
): Promise<Set<string>> {
  const founds = await Promise.all(words.map((w) => find(index, w, filters, KNOWN_DEPTH)));
  return new Set(words.filter((w, i) => foundExactly(founds[i].excerpts, w)));
}

/** The index of one search (askingOnce). */
interface AskingOnce extends SearchIndex {
  /**
   * Whether the index is known to have pages for this word alone: it is a word of a query asked in this search that
   * found pages (the index finds the pages that have every word of a query, so each word alone finds them too).
   */
  readonly hasPages: (word: string) => boolean;
}

/** The index with each question asked once per search: the spelling check and the narrower queries ask the same words. */
function askingOnce(index: SearchIndex): AskingOnce {
  const answers = new Map<string, ReturnType<SearchIndex['search']>>();
  const withPages = new Set<string>();
  return {
    search: (query, options) => {
      const key = JSON.stringify([query, options?.filters ?? null]);
      let answer = answers.get(key);
      if (!answer) {
        answer = index.search(query, options);
        answers.set(key, answer);
        answer.then(
          (response) => {
            if (response?.results.length) for (const word of query.toLowerCase().split(/\s+/)) withPages.add(word);
          },
          () => undefined,
        );
      }
      return answer;
    },
    hasPages: (word) => withPages.has(word),
  };
}

/**
 * Pagefind keeps one object per page and rewrites its excerpt, headings (`sub_results`) and match positions each
 * time a result's `data()` is read, for the query of that result; in the browser it answers from a worker, which
 * copies the object when it posts it, a moment later. Two searches that find the same page at once (the query and
 * its synonyms, the guides-only search, a shorter query the reader typed before) could then each get the other's
 * excerpt, so the page matched or not and opened at one heading or another by timing: the dialog and the offline
 * scorer disagreed ("signed url"). The settled index reads one page's data for one search at a time, copies each
 * answer as it arrives, and reads each result once.
 */
export function settledIndex(index: SearchIndex): SearchIndex {
  const reading = new Map<string, Promise<unknown>>();
  const read = (result: IndexResult): Promise<PagefindResultData> => {
    const key = result.id;
    const before = key === undefined ? undefined : reading.get(key);
    // Copied in the same step as it arrives: the next read of the page starts only after this one has its copy.
    const copy = async () => ({...(await result.data())});
    const mine = before ? before.then(copy, copy) : copy();
    if (key !== undefined) {
      reading.set(key, mine);
      const done = () => {
        if (reading.get(key) === mine) reading.delete(key);
      };
      mine.then(done, done);
    }
    return mine;
  };
  return {
    search: async (query, options) => {
      const response = await index.search(query, options);
      if (!response) return null;
      return {
        results: response.results.map((result) => {
          let data: Promise<PagefindResultData> | undefined;
          return {...(result.id === undefined ? {} : {id: result.id}), data: () => (data ??= read(result))};
        }),
      };
    },
  };
}

/** How many results the dialog lists (the offline scorer scores the same first ones). */
export const MAX_RESULTS = 12;

/** One settled index per index: the reads of a page wait for each other across every search (see settledIndex). */
const settled = new WeakMap<SearchIndex, SearchIndex>();

/**
 * The ranked results of one request. `dropped`: the query is already without the words the index does not know
 * (asked once more at most).
 */
export async function runSearch(
  anyIndex: SearchIndex,
  request: SearchRequest,
  dropped = false,
): Promise<SearchOutcome> {
  let steady = settled.get(anyIndex);
  if (!steady) {
    steady = settledIndex(anyIndex);
    settled.set(anyIndex, steady);
  }
  const {query, filters, pathname, synonyms, loadVocabulary, depth = RESULT_DEPTH, explain, trace} = request;
  // A query that names a client library by its platform (`upload file python`, `realtime presence flutter`) reads
  // that library this once: its sections are searched on their own and its twin stands for the others.
  const preferredLibrary = (!filters?.library && guideLibraryOf(query)) || request.preferredLibrary;
  let searches = 0;
  const base = steady;
  const index = askingOnce(trace ? {search: (q, o) => (searches++, base.search(q, o))} : base);
  let mark = {at: performance.now(), searches: 0};
  const stage = (name: string) => {
    if (!trace) return;
    const now = {at: performance.now(), searches};
    trace(name, now.at - mark.at, now.searches - mark.searches);
    mark = now;
  };
  const q = query.trim();
  if (q === '') return {hits: [], correctedQuery: null};
  const expansion = expandSynonyms(q, synonyms);
  const ownFound = find(index, q, filters, depth);
  const [own, expanded, vocabulary, ...places] = await Promise.all([
    ownFound,
    // The expansion is searched for its meaningful words (`what is the anon key` → `API Keys anon`).
    expansion ? find(index, withoutStopWords(expansion), filters, depth, q) : null,
    // Word weights come from it; without it (not fetched yet, or failed) every word weighs the same.
    loadVocabulary().catch(() => undefined),
    // The index lists the same operation in every library and version first: the guides and the reader's library
    // are searched on their own too, so that they are among the candidates (unless the reader filtered).
    // A place asked the query itself (the guides) is read from the query's own results when they hold enough of it.
    ...candidateFilters(filters, preferredLibrary, pathname).map((f) =>
      findInPlace(
        index,
        placeQuery(q, f),
        f,
        q,
        placeQuery(q, f) === q ? ownFound : undefined,
        placeDepth(f, pathname),
      ),
    ),
  ]);
  stage('own');
  const weightOf = wordWeight(vocabulary);
  const missing = contentWords(q).filter((w) => w.length >= 4 && !foundExactly(own.excerpts, w));
  if (missing.length > 0 && !expanded?.hits.length) {
    // A word the index finds on its own is spelt right (`replacing`), just not on a page with the other words: only
    // the words it does not know are corrected, and the narrower queries (relax) look for the others.
    // Only a word the vocabulary has a correction for is asked alone: the others stay as typed, found or not.
    const correctable = vocabulary ? missing.filter((w) => correctWord(w, vocabulary) !== null) : [];
    const known = await knownAlone(index, correctable, filters);
    const corrected = vocabulary && correctQuery(q, vocabulary, (w) => foundExactly(own.excerpts, w) || known.has(w));
    if (corrected) {
      const fixed = await find(index, corrected, filters, depth);
      stage('spelling');
      // A correction that finds fewer pages than the query with those words left out is not taken: `designers` (not
      // in the index) became `designs`, and the one page with every corrected word stood in for the Figma login guide.
      const leftOut = !dropped && pageCount(fixed.hits) < RELAX_BELOW ? withoutCorrected(q, corrected) : null;
      if (leftOut) {
        const rest = await find(index, leftOut, filters, depth);
        stage('spelling');
        if (pageCount(rest.hits) > pageCount(fixed.hits))
          return runSearch(anyIndex, {...request, query: leftOut}, true);
      }
      if (fixed.hits.length > 0)
        return {
          hits: rankHits(fixed.hits, corrected, {
            preferredLibrary,
            phrases: [corrected],
            libraryFilter: filters?.library,
            pathname,
            weightOf,
            explain,
          }),
          correctedQuery: corrected,
        };
    }
    stage('spelling');
  }
  // A word the index has no entry for (`vps` in `self host supabase on a vps`), that the spelling check could not
  // correct, is left out and the rest is searched: pagefind would otherwise back off to shorter prefixes of it
  // among whatever parts of the index earlier searches loaded, so its answer would depend on them.
  const meaningful = contentWords(q).filter((w) => !STOP_WORDS.has(w));
  if (!dropped && meaningful.length >= 2) {
    const unheard = meaningful.filter((w) => vocabulary?.[w] === undefined && !excerptsMatch(own.excerpts, [w]));
    if (unheard.length > 0) {
      const alone = await Promise.all(unheard.map((w) => find(index, w, undefined, PLACE_DEPTH)));
      const unknown = new Set(unheard.filter((_, i) => !excerptsMatch(alone[i].excerpts, [unheard[i]])));
      const rest = unknown.size > 0 ? withoutUnknownWords(q, (w) => !unknown.has(w)) : null;
      stage('unknown');
      if (rest) return runSearch(anyIndex, {...request, query: rest}, true);
    }
  }
  // A question whose own search found too little is asked again without its filler words (`how long does a
  // session last` → `long session last`), in the same places; those results are ranked with the others.
  const question = meaningfulQuery(q);
  const asked =
    question && findsTooLittle([...(expanded?.hits ?? []), ...own.hits], q, weightOf)
      ? await (async () => {
          const everywhere = find(index, question, filters, depth, q);
          return Promise.all([
            everywhere,
            ...candidateFilters(filters, preferredLibrary, pathname).map((f) =>
              findInPlace(
                index,
                placeQuery(question, f),
                f,
                q,
                placeQuery(question, f) === question ? everywhere : undefined,
              ),
            ),
          ]);
        })()
      : [];
  stage('question');
  // The reference the reader is on (the CLI, the Management API, a server, or a client library's), when its own
  // search found none of its operations (sections that answer to a name: not its introduction, rate limits or
  // authentication pages, which say everyday words such as `project` and `endpoint`): asked again with one word of
  // the query left out at a time (`set function secrets from a .env file` → `set secrets env file` …), as its
  // sections say the task in their own words. A client library's narrower queries are asked as its own search is
  // (placeQuery).
  const unfiltered = !(filters?.kind || filters?.library);
  const reference = unfiltered ? readerReferenceOf(pathname) : undefined;
  const readerClient = unfiltered && !reference ? readerClientLibraryOf(pathname) : undefined;
  const onReference = reference ?? readerClient;
  const referenceWords = queryWords(q);
  const fromReference =
    onReference &&
    referenceWords.length >= 3 &&
    !places.some((p) => p.hits.some((h) => h.library === onReference && h.api !== undefined))
      ? await Promise.all(
          relaxedQueries(
            referenceWords,
            referenceWords.map(() => 1),
          ).map((r) =>
            find(
              index,
              readerClient ? placeQuery(r, {library: readerClient}) : r,
              {library: onReference},
              PLACE_DEPTH,
              q,
            ),
          ),
        )
      : [];
  stage('reference');
  const found = unique([...own.hits, ...(expanded?.hits ?? []), ...asked.flatMap((a) => a.hits)]).length;
  const context = {
    preferredLibrary,
    phrases: expansion ? [q, expansion] : [q],
    preferredUrl: synonymPage(q, synonyms),
    libraryFilter: filters?.library,
    pathname,
    weightOf,
    explain,
  };
  const all = unique(
    interleave([
      expanded?.hits ?? [],
      own.hits,
      ...places.map((p) => p.hits),
      ...asked.map((a) => a.hits),
      ...fromReference.map((a) => a.hits),
    ]),
  );
  stage('rank');
  // What the narrower queries found is ranked with the pages that have all the words, a little lower (PARTIAL_MATCH).
  // They are asked even when the pages with every word fill the list: a guide or a section of the reader's reference
  // they find can come before some of those (so wip/longq24's "not asked when the list is full" is not kept).
  // Weak: no page with every word has half of the query's meaningful words (rare words weighing more: wordWeight) in
  // its name or a heading.
  const weak = !all.some((h) => namedShare(h, q, weightOf) >= 0.5);
  const relaxed = await relax(index, q, found, weak, filters, depth);
  stage('relax');
  const seen = new Set(all.map((h) => pageOf(h)));
  // Narrowed because the pages with every word are weak (not few), a page without one of the words joins them only
  // where its name or a heading holds more of the query's words than theirs do, each word counting the same: weighted,
  // a word no title has (`logged`, weighing most) let `Logging › Log tables` in before `Only signed-in users can
  // upload to a bucket` for `only logged in users can upload`.
  const bar = found >= RELAX_BELOW ? Math.max(0, ...all.map((h) => namedShare(h, q))) : -1;
  const more = unique(relaxed).filter((h) => !seen.has(pageOf(h)) && namedShare(h, q) > bar);
  // Still (almost) nothing: the pages that hold the most of the query's words join, as narrower matches.
  const few = pageCount([...all, ...more]) < FEW_PAGES;
  const covered = few ? await bestCovered(index, q, filters, depth, weightOf) : [];
  if (few) stage('covered');
  for (const h of more) seen.add(pageOf(h));
  // Each such page with the place of the best word set that found it (bestCovered's order).
  const tier = new Map<string, number>();
  covered.forEach((found, i) => {
    for (const h of found) {
      const page = pageOf(h);
      if (!seen.has(page) && !tier.has(page)) tier.set(page, i);
    }
  });
  const most = unique(covered.flat()).filter((h) => tier.has(pageOf(h)));
  const partial = new Set([...more.map((h) => pageOf(h)), ...tier.keys()]);
  const candidates = [...all, ...more, ...most];
  const firstRanking = rankHits(candidates, q, {...context, partial});
  // On an older version's page, the latest version's sections of the reader's library ranked first stand for that
  // version's (versionTwins): those are ranked with the others, as the reader's version's sections.
  // Each was found by its title, not the query: it ranks as a narrower query's page does (PARTIAL_MATCH), and among
  // the best-covered pages where the section it stands for was one.
  const here = pathname ? referenceAtPath(pathname) : undefined;
  const twins = await versionTwins(index, q, firstRanking, here);
  for (const [twin, latest] of twins) {
    partial.add(pageOf(twin));
    const place = tier.get(latest);
    if (place !== undefined) tier.set(pageOf(twin), place);
  }
  if (here?.olderVersion) stage('version');
  const ranked =
    twins.length > 0
      ? rankHits([...candidates, ...twins.map(([twin]) => twin)], q, {...context, partial})
      : firstRanking;
  // They hold fewer of the query's words than any page found before them: they come after those, the pages of the
  // best word set first, each set's in the ranking's order.
  const tierOf = (h: SearchHit) => tier.get(pageOf(h)) ?? -1;
  const hits = ranked
    .map((h, i) => ({h, i}))
    .sort((a, b) => tierOf(a.h) - tierOf(b.h) || a.i - b.i)
    .map(({h}) => h);
  stage('rank');
  return {hits, correctedQuery: null};
}

/** How many of the latest version's sections ranked first are looked up in the older version the reader is on. */
const VERSION_TWINS = 3;

/** How many results of a section title's search are read for its older version's section (versionTwins). */
const VERSION_TWIN_DEPTH = 8;

/**
 * For a reader on an older version's page (`/reference/swift/v1/…`), that version's sections with the ids of the first
 * VERSION_TWINS latest-version sections of their library in `ranked` (the index lists the latest first, and another
 * library's section opens the latest of the reader's: collapseTwins): each asked by its title in the library, and
 * taken when the version's section of the same id has the same title (the same call; an id whose title changed, such
 * as v1's `db-modifiers-select`, is another). A section the version lacks is not found, and the latest stays. Each
 * comes with the page it stands for. No search is asked for a reader on a latest version's page.
 */
async function versionTwins(
  index: SearchIndex,
  query: string,
  ranked: readonly SearchHit[],
  here: ReferencePlace | undefined,
): Promise<(readonly [SearchHit, string])[]> {
  if (!here?.olderVersion || here.ref.kind !== 'client-library') return [];
  const library = here.ref.title;
  const base = referenceBasePath(here.ref, here.olderVersion);
  const listed = new Set(ranked.map((h) => pageOf(h)));
  const wanted = new Map<string, SearchHit>();
  for (const h of ranked) {
    const place = h.library === library && h.latest ? referenceAtPath(h.url) : undefined;
    if (!place?.section || place.olderVersion) continue;
    const url = sectionUrl(base, place.section);
    if (!listed.has(url) && !wanted.has(url)) wanted.set(url, h);
    if (wanted.size === VERSION_TWINS) break;
  }
  // A page quotes the reader's query, not the title it was asked by (quotesQuery).
  const found = await Promise.all(
    [...wanted].map(async ([url, latest]) => {
      const {hits} = await find(index, latest.title, {library}, VERSION_TWIN_DEPTH, query);
      const twin = hits.find((h) => pageOf(h) === url && h.title === latest.title);
      return twin ? [[twin, pageOf(latest)] as const] : [];
    }),
  );
  return found.flat();
}

/** A heading of the result list: guides together, each reference library together. */
export interface HitGroup {
  readonly label: string;
  readonly hits: SearchHit[];
}

/**
 * Groups results under "Guides" or "<Library> reference" (an older version's results under a heading of their
 * own, "<Library> v1 reference"), groups in the order of their best result.
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const label = hit.library ? `${hit.latest ? hit.library : hit.section.split(' › ')[0]} reference` : 'Guides';
    const list = groups.get(label) ?? [];
    list.push(hit);
    groups.set(label, list);
  }
  return [...groups].map(([label, list]) => ({label, hits: list}));
}

/** The request a search answers: the query and the filters (`["select","Guides",""]`). */
export function requestKey(query: string, filters: SearchFilters = {}): string {
  return JSON.stringify([query.trim(), filters.kind ?? '', filters.library ?? '']);
}

/**
 * What the dialog shows for the current request: the last answer when it answers that request, else that answer's
 * results marked as loading. Until the search of a new query or filter has finished, the dialog never says "N results"
 * about the results of the previous one.
 */
export function answerFor<T extends {readonly status: string}>(answer: T & {readonly key: string}, key: string): T {
  return answer.key === key || answer.status === 'idle' ? answer : {...answer, status: 'loading'};
}
