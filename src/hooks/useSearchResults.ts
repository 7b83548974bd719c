import {useEffect, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {loadPagefind} from '../utils/pagefind';
import {findReferenceBySlug} from '../data/references';
import {SEARCH_SYNONYMS} from '../data/searchSynonyms';
import type {SearchHit} from '../utils/searchResults';
import {LAST_LIBRARY_KEY, readerLibrary, SEARCH_MEASURE} from '../utils/searchContext';
import {answerFor, MAX_RESULTS, requestKey, runSearch, type SearchFilters} from '../utils/runSearch';
import {VOCABULARY_FILE, type Vocabulary} from '../utils/searchQuery';

type SearchStatus = 'idle' | 'loading' | 'done' | 'empty' | 'unavailable';

let vocabulary: Promise<Vocabulary> | null = null;
/** The spelling vocabulary the build writes beside the index; fetched once, the first time a word is not found. */
function loadVocabulary(baseUrl: string): Promise<Vocabulary> {
  vocabulary ??= fetch(`${baseUrl}${VOCABULARY_FILE}`).then((r) => {
    if (!r.ok) throw new Error(`${VOCABULARY_FILE}: HTTP ${r.status}`);
    return r.json() as Promise<Vocabulary>;
  });
  vocabulary.catch(() => {
    vocabulary = null;
  });
  return vocabulary;
}

/** The slug of the last client-library reference the reader opened (written by the reference page), if any. */
function lastLibrary(): string | null {
  try {
    return window.localStorage.getItem(LAST_LIBRARY_KEY);
  } catch {
    return null;
  }
}

export interface SearchResultsState {
  readonly hits: SearchHit[];
  readonly status: SearchStatus;
  /** The corrected query whose results are shown (`realtime` for `realtme`), else null. */
  readonly correctedQuery: string | null;
}

/** Runs a query against the local index (debounced) with the reader's filters, and returns ranked hits. */
export function useSearchResults(query: string, baseUrl: string, filters: SearchFilters = {}): SearchResultsState {
  // Each answer says which request (query and filters) it answers: see answerFor.
  const [state, setState] = useState<SearchResultsState & {key: string}>({
    key: '',
    hits: [],
    status: 'idle',
    correctedQuery: null,
  });
  const {pathname} = useLocation();
  const {kind, library: libraryFilter} = filters;
  const key = requestKey(query, {kind, library: libraryFilter});
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({key, hits: [], status: 'idle', correctedQuery: null});
      return undefined;
    }
    let live = true;
    setState((s) => ({...s, status: 'loading'}));
    const timer = setTimeout(async () => {
      try {
        const started = performance.now();
        const pagefind = await loadPagefind(baseUrl);
        const outcome = await runSearch(pagefind, {
          query: q,
          filters: {kind, library: libraryFilter},
          // The reader's library: the reference they are on, else the last one they read, else JavaScript.
          preferredLibrary: readerLibrary(pathname, lastLibrary(), (slug) => findReferenceBySlug(slug)?.title),
          pathname,
          synonyms: SEARCH_SYNONYMS,
          loadVocabulary: () => loadVocabulary(baseUrl),
        });
        if (!live) return;
        // How long the last search took, index and ranking (the end-to-end tests and the bench read it). Only the
        // last is kept: a reader's session of searches must not pile up timing entries.
        performance.clearMeasures(SEARCH_MEASURE);
        performance.measure(SEARCH_MEASURE, {start: started, end: performance.now()});
        const hits = outcome.hits.slice(0, MAX_RESULTS);
        setState({key, hits, status: hits.length ? 'done' : 'empty', correctedQuery: outcome.correctedQuery});
      } catch {
        if (live) setState({key, hits: [], status: 'unavailable', correctedQuery: null});
      }
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, query, baseUrl, pathname, kind, libraryFilter]);
  const shown = answerFor(state, key);
  return {hits: shown.hits, status: shown.status, correctedQuery: shown.correctedQuery};
}
