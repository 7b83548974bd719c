import {useEffect, useState} from 'react';
import {loadPagefind} from '../utils/pagefind';
import {useLocation} from '@docusaurus/router';
import {findReferenceBySlug} from '../data/references';
import {preferredLibraryFor, rankHits, toHit, type SearchHit} from '../utils/searchResults';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'empty' | 'unavailable';

const MAX_RESULTS = 12;

/** Runs a query against the local index (debounced) and returns ranked hits (the reader's library first for API names). */
export function useSearchResults(query: string, baseUrl: string): {hits: SearchHit[]; status: SearchStatus} {
  const [state, setState] = useState<{hits: SearchHit[]; status: SearchStatus}>({hits: [], status: 'idle'});
  const library = preferredLibraryFor(useLocation().pathname, (slug) => findReferenceBySlug(slug)?.title);
  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({hits: [], status: 'idle'});
      return undefined;
    }
    let live = true;
    setState((s) => ({...s, status: 'loading'}));
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const search = await pagefind.search(q);
        const datas = await Promise.all((search?.results ?? []).slice(0, MAX_RESULTS * 2).map((r) => r.data()));
        if (!live) return;
        const hits = rankHits(datas.map(toHit), q, library).slice(0, MAX_RESULTS);
        setState({hits, status: hits.length ? 'done' : 'empty'});
      } catch {
        if (live) setState({hits: [], status: 'unavailable'});
      }
    }, 120);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, baseUrl, library]);
  return state;
}
