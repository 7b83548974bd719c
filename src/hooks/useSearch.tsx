import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';

interface SearchValue {
  readonly open: boolean;
  readonly show: () => void;
  readonly hide: () => void;
}

/** Marks the search button, where focus returns when the dialog closes after the page that opened it was replaced. */
export const SEARCH_BUTTON_ATTRIBUTE = 'data-search-button';

const SearchContext = createContext<SearchValue | null>(null);

/** Whether a key event is the search shortcut: ⌘K on Apple platforms, Ctrl+K elsewhere (both accepted). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
}

/** Open state of the search modal, and the keyboard shortcut that opens it from anywhere. */
export function SearchProvider({children}: {children: ReactNode}): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setOpen((o) => !o);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({open, show, hide}), [open, show, hide]);
  return <SearchContext.Provider value={value}>{children}</SearchContext.Provider>;
}

export function useSearch(): SearchValue {
  const value = useContext(SearchContext);
  if (value === null) throw new Error('useSearch must be used inside <SearchProvider> (src/theme/Root.tsx)');
  return value;
}
