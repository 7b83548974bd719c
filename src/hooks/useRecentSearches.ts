import {useCallback, useState} from 'react';
import {addRecentSearch, parseRecentSearches, RECENT_SEARCHES_KEY} from '../utils/recentSearches';

function read(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return []; // storage disabled (private mode, blocked cookies): the dialog simply shows none
  }
}

function write(list: readonly string[]): void {
  try {
    if (list.length) window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(RECENT_SEARCHES_KEY);
  } catch {
    // storage disabled: nothing is remembered
  }
}

/** The last few searches that led the reader to a page, remembered in this browser only. */
export function useRecentSearches(): {recent: string[]; remember: (query: string) => void; clear: () => void} {
  const [recent, setRecent] = useState<string[]>(read);
  const remember = useCallback((query: string) => {
    const next = addRecentSearch(read(), query);
    write(next);
    setRecent(next);
  }, []);
  const clear = useCallback(() => {
    write([]);
    setRecent([]);
  }, []);
  return {recent, remember, clear};
}
