/**
 * One search, from the reader's query to the list of results: synonyms, the index, dropping the index's
 * back-off matches, spelling correction and ranking. The index and the vocabulary are passed in, so the same
 * function runs in the dialog and in tests.
 */
import {
  contentWords,
  correctQuery,
  excerptsMatch,
  expandSynonyms,
  foundExactly,
  relaxedQueries,
  STOP_WORDS,
  synonymPage,
  type Synonym,
  type Vocabulary,
} from './searchQuery';
import {SEARCH_KINDS} from './searchContext';
import {
  namesApi,
  queryWords,
  rankHits,
  toHit,
  wordWeight,
  type PagefindResultData,
  type SearchHit,
} from './searchResults';

export interface SearchIndex {
  search: (
    query: string,
    options?: {filters?: Record<string, string>},
  ) => Promise<{results: readonly {data: () => Promise<PagefindResultData>}[]} | null>;
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
  /** How many of the index's results to read (each costs a small fetch). */
  readonly depth?: number;
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
}

const excerptsOf = (data: PagefindResultData) => [data.excerpt, ...(data.sub_results ?? []).map((s) => s.excerpt)];

async function find(
  index: SearchIndex,
  query: string,
  filters: SearchFilters | undefined,
  depth: number,
): Promise<Found> {
  const active = Object.fromEntries(Object.entries(filters ?? {}).filter(([, v]) => v)) as Record<string, string>;
  const response = await index.search(query, Object.keys(active).length ? {filters: active} : undefined);
  const datas = await Promise.all((response?.results ?? []).slice(0, depth).map((r) => r.data()));
  const words = contentWords(query);
  const excerpts = datas.flatMap(excerptsOf);
  // A section that answers to the queried name is a match even when its excerpt marks nothing (`v1-run-a-query`).
  const hits = datas
    .map((d) => ({d, hit: toHit(d, query)}))
    .filter(({d, hit}) => excerptsMatch(excerptsOf(d), words) || namesApi(hit, query));
  return {hits: hits.map(({hit}) => hit), excerpts};
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
    const page = h.url.split('#')[0];
    return !seen.has(page) && seen.add(page);
  });
}

function withoutStopWords(text: string): string {
  const kept = text.split(/\s+/).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : text;
}

/** How many results of the guides alone and of the reader's library alone are read (see candidateFilters). */
const PLACE_DEPTH = 4;

/**
 * The narrower searches run beside the query's own when the reader has not filtered: the guides alone, and the
 * reader's library alone. None when a filter is set (the reader's choice is the only place searched).
 */
function candidateFilters(filters: SearchFilters | undefined, preferredLibrary: string | undefined): SearchFilters[] {
  if (filters?.kind || filters?.library) return [];
  return [{kind: SEARCH_KINDS.guide}, ...(preferredLibrary ? [{library: preferredLibrary}] : [])];
}

/** Below this many results, a query of three or more words is searched again with fewer words (relaxedQueries). */
const RELAX_BELOW = 3;

/**
 * The results of narrower queries (relaxedQueries) for a query of three or more meaningful words that found fewer
 * than RELAX_BELOW pages: the index matches every word, so a question in the reader's words (`link multiple login
 * providers to one account`) finds nothing where the page says most of them.
 */
async function relax(
  index: SearchIndex,
  query: string,
  found: number,
  filters: SearchFilters | undefined,
  depth: number,
): Promise<SearchHit[]> {
  const words = queryWords(query);
  if (found >= RELAX_BELOW || words.length < 3) return [];
  const counts = await Promise.all(words.map(async (w) => (await index.search(w))?.results.length ?? 0));
  const founds = await Promise.all(relaxedQueries(words, counts).map((r) => find(index, r, filters, depth)));
  return founds.flatMap((f) => f.hits);
}

/** The words the index finds as written when each is searched alone (see foundExactly). */
async function knownAlone(
  index: SearchIndex,
  words: readonly string[],
  filters: SearchFilters | undefined,
): Promise<Set<string>> {
  const founds = await Promise.all(words.map((w) => find(index, w, filters, PLACE_DEPTH)));
  return new Set(words.filter((w, i) => foundExactly(founds[i].excerpts, w)));
}

/** The index with each question asked once per search: the spelling check and the narrower queries ask the same words. */
function askingOnce(index: SearchIndex): SearchIndex {
  const answers = new Map<string, ReturnType<SearchIndex['search']>>();
  return {
    search: (query, options) => {
      const key = JSON.stringify([query, options?.filters ?? null]);
      let answer = answers.get(key);
      if (!answer) {
        answer = index.search(query, options);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

export async function runSearch(anyIndex: SearchIndex, request: SearchRequest): Promise<SearchOutcome> {
  const index = askingOnce(anyIndex);
  const {query, filters, preferredLibrary, pathname, synonyms, loadVocabulary, depth = 24} = request;
  const q = query.trim();
  if (q === '') return {hits: [], correctedQuery: null};
  const expansion = expandSynonyms(q, synonyms);
  const [own, expanded, vocabulary, ...places] = await Promise.all([
    find(index, q, filters, depth),
    // The expansion is searched for its meaningful words (`what is the anon key` → `API Keys anon`).
    expansion ? find(index, withoutStopWords(expansion), filters, depth) : null,
    // Word weights come from it; without it (not fetched yet, or failed) every word weighs the same.
    loadVocabulary().catch(() => undefined),
    // The index lists the same operation in every library and version first: the guides and the reader's library
    // are searched on their own too, so that they are among the candidates (unless the reader filtered).
    ...candidateFilters(filters, preferredLibrary).map((f) => find(index, q, f, PLACE_DEPTH)),
  ]);
  const weightOf = wordWeight(vocabulary);
  const missing = contentWords(q).filter((w) => w.length >= 4 && !foundExactly(own.excerpts, w));
  if (missing.length > 0 && !expanded?.hits.length) {
    // A word the index finds on its own is spelt right (`replacing`), just not on a page with the other words: only
    // the words it does not know are corrected, and the narrower queries (relax) look for the others.
    const known = await knownAlone(index, missing, filters);
    const corrected = vocabulary && correctQuery(q, vocabulary, (w) => foundExactly(own.excerpts, w) || known.has(w));
    if (corrected) {
      const fixed = await find(index, corrected, filters, depth);
      if (fixed.hits.length > 0)
        return {
          hits: rankHits(fixed.hits, corrected, {
            preferredLibrary,
            phrases: [corrected],
            libraryFilter: filters?.library,
            pathname,
            weightOf,
          }),
          correctedQuery: corrected,
        };
    }
  }
  const relaxed = await relax(index, q, own.hits.length + (expanded?.hits.length ?? 0), filters, depth);
  const context = {
    preferredLibrary,
    phrases: expansion ? [q, expansion] : [q],
    preferredUrl: synonymPage(q, synonyms),
    libraryFilter: filters?.library,
    pathname,
    weightOf,
  };
  const hits = rankHits(unique(interleave([expanded?.hits ?? [], own.hits, ...places.map((p) => p.hits)])), q, context);
  // What the narrower queries found comes after every page that has all the words.
  const seen = new Set(hits.map((h) => h.url));
  const more = rankHits(
    unique(relaxed).filter((h) => !seen.has(h.url)),
    q,
    context,
  );
  return {hits: [...hits, ...more], correctedQuery: null};
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
