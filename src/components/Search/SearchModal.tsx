import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SEARCH_BUTTON_ATTRIBUTE, useSearch} from '@site/src/hooks/useSearch';
import {useSearchResults} from '@site/src/hooks/useSearchResults';
import {useRecentSearches} from '@site/src/hooks/useRecentSearches';
import {REFERENCES} from '@site/src/data/references';
import {groupHits} from '@site/src/utils/runSearch';
import {SEARCH_KINDS} from '@site/src/utils/searchContext';
import SearchFiltersView, {type Scope} from './SearchFilters';
import SearchHitView from './SearchHitView';
import styles from './styles.module.css';

/** One row of the list the arrows move through: a result, or a recent search to run again. */
type Row = {kind: 'hit'; url: string} | {kind: 'recent'; query: string};

/**
 * The search dialog: a query box, filters (guides or references, a library), and results grouped under
 * "Guides" and each library's reference. Arrows move, Enter opens (Ctrl/Cmd+Enter in a new tab), Escape closes.
 * Each result is a link, so a modified or middle click opens it in a new tab. With an empty query it lists the
 * reader's recent searches.
 */
export default function SearchModal(): React.ReactNode {
  const {hide} = useSearch();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<Scope>('all');
  const [library, setLibrary] = useState('');
  const filters = useMemo(
    () => ({
      kind: scope === 'all' ? undefined : SEARCH_KINDS[scope],
      library: scope === 'guide' ? undefined : library || undefined,
    }),
    [scope, library],
  );
  const {hits, status, correctedQuery} = useSearchResults(query, baseUrl, filters);
  const {recent, remember, clear} = useRecentSearches();
  const groups = useMemo(() => groupHits(hits), [hits]);
  const showRecent = query.trim() === '' && recent.length > 0;
  const rows: Row[] = useMemo(
    () =>
      showRecent
        ? recent.map((q) => ({kind: 'recent' as const, query: q}))
        : groups.flatMap((g) => g.hits.map((h) => ({kind: 'hit' as const, url: h.url}))),
    [showRecent, recent, groups],
  );
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const listId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    input.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      // Back to what opened the dialog; if the page under it has changed since, to that page's search button.
      const opener = returnFocus.current?.isConnected
        ? returnFocus.current
        : document.querySelector<HTMLElement>(`[${SEARCH_BUTTON_ATTRIBUTE}]`);
      opener?.focus?.();
    };
  }, []);

  useEffect(() => setActive(0), [rows]);

  const go = (url: string) => {
    remember(query);
    hide();
    history.push(url);
  };
  // Routes are site paths (`/guides/auth`); links carry the site's base URL.
  const href = (url: string) => `${baseUrl}${url.replace(/^\//, '')}`;
  const pick = (row: Row, newTab = false) => {
    if (row.kind === 'hit' && newTab) {
      // Ctrl/Cmd+Enter: the result in a new tab, as a modified click on it does; the dialog stays open.
      remember(query);
      window.open(href(row.url), '_blank', 'noopener');
    } else if (row.kind === 'hit') go(row.url);
    else {
      setQuery(row.query);
      input.current?.focus();
    }
  };

  const onInputKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' && rows.length) {
      event.preventDefault();
      setActive((a) => (a + 1) % rows.length);
    } else if (event.key === 'ArrowUp' && rows.length) {
      event.preventDefault();
      setActive((a) => (a - 1 + rows.length) % rows.length);
    } else if (event.key === 'Enter' && rows[active]) {
      event.preventDefault();
      pick(rows[active], event.ctrlKey || event.metaKey);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = dialog.current?.querySelectorAll<HTMLElement>(
        'input:not([type="radio"]), input[type="radio"]:checked, select, a[href]:not([tabindex="-1"]), button',
      );
      if (!focusable || focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  const libraries = useMemo(() => REFERENCES.map((r) => r.title), []);
  let row = -1;

  return (
    // A press on the backdrop closes, as Escape does from the keyboard (the dialog's onKeyDown).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && hide()}>
      {/* Keys pressed anywhere in the dialog (Escape, the arrows, Tab trapping) are handled once, here. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialog}
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-label="Search the docs"
        onKeyDown={onKeyDown}>
        <div className={styles.inputRow}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            placeholder="Search guides and references"
            aria-label="Search the docs"
            role="combobox"
            aria-expanded={rows.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={rows.length ? optionId(active) : undefined}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} onClick={hide}>
            {/* A keyboard names its key; a touch screen has no Escape key. Each label is part of its own name. */}
            <span className={styles.keyHint}>
              Esc<span className="sr-only"> to close the search</span>
            </span>
            <span className={styles.touchHint}>
              Close<span className="sr-only"> the search</span>
            </span>
          </button>
        </div>
        <SearchFiltersView
          scope={scope}
          onScope={setScope}
          library={library}
          onLibrary={setLibrary}
          libraries={libraries}
        />
        <p className={styles.status} role="status" aria-live="polite">
          {status === 'loading' && 'Searching…'}
          {status === 'empty' && query.trim() !== '' && 'No results.'}
          {status === 'unavailable' &&
            'The search index is built by "npm run build"; it is not available in the development server.'}
          {status === 'done' &&
            (correctedQuery ? `Showing results for “${correctedQuery}”: ` : '') +
              `${hits.length} result${hits.length === 1 ? '' : 's'}`}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={showRecent ? 'Recent searches' : 'Results'}
          className={styles.results}>
          {showRecent ? (
            <div role="group" aria-labelledby={`${listId}-recent`}>
              <div id={`${listId}-recent`} className={styles.groupTitle}>
                Recent searches
              </div>
              {recent.map((q, i) => (
                // Combobox pattern: focus stays in the search input, which moves the active option (aria-activedescendant) with the arrow keys and picks it with Enter; a click is the pointer's way to pick.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={q}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={i === active ? styles.recentSelected : styles.recent}
                  onMouseMove={() => setActive(i)}
                  onClick={() => pick({kind: 'recent', query: q})}>
                  {q}
                </div>
              ))}
            </div>
          ) : (
            groups.map((group, g) => (
              <div key={group.label} role="group" aria-labelledby={`${listId}-g${g}`}>
                <div id={`${listId}-g${g}`} className={styles.groupTitle}>
                  {group.label}
                </div>
                {group.hits.map((hit) => {
                  row += 1;
                  const i = row;
                  return (
                    <SearchHitView
                      key={hit.url}
                      id={optionId(i)}
                      hit={hit}
                      href={href}
                      selected={i === active}
                      onPick={go}
                      onHover={() => setActive(i)}
                    />
                  );
                })}
              </div>
            ))
          )}
        </div>
        {showRecent && (
          <button type="button" className={styles.clearRecent} onClick={clear}>
            Clear recent searches
          </button>
        )}
      </div>
    </div>
  );
}
