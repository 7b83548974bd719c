import React, {useEffect, useId, useRef, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useSearch} from '@site/src/hooks/useSearch';
import {useSearchResults} from '@site/src/hooks/useSearchResults';
import SearchHitView from './SearchHitView';
import styles from './styles.module.css';

/** The search dialog: a query box, results as a listbox; arrows move, Enter opens, Escape closes. */
export default function SearchModal(): React.ReactNode {
  const {hide} = useSearch();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const [query, setQuery] = useState('');
  const {hits, status} = useSearchResults(query, baseUrl);
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
      returnFocus.current?.focus?.();
    };
  }, []);

  useEffect(() => setActive(0), [hits]);

  const go = (url: string) => {
    hide();
    history.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
    } else if (event.key === 'ArrowDown' && hits.length) {
      event.preventDefault();
      setActive((a) => (a + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length) {
      event.preventDefault();
      setActive((a) => (a - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      go(hits[active].url);
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog.
      const focusable = dialog.current?.querySelectorAll<HTMLElement>('input, a[href], button');
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

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && hide()}>
      <div ref={dialog} className={styles.modal} role="dialog" aria-modal="true" aria-label="Search the docs" onKeyDown={onKeyDown}>
        <div className={styles.inputRow}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            placeholder="Search guides and references"
            aria-label="Search the docs"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits.length ? `${listId}-${active}` : undefined}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className={styles.close} onClick={hide}>
            Esc<span className="sr-only"> to close the search</span>
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {status === 'loading' && 'Searching…'}
          {status === 'empty' && query.trim() !== '' && 'No results.'}
          {status === 'unavailable' && 'The search index is built by "npm run build"; it is not available in the development server.'}
          {status === 'done' && `${hits.length} result${hits.length === 1 ? '' : 's'}`}
        </p>
        <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
          {hits.map((hit, i) => (
            <SearchHitView key={hit.url} id={`${listId}-${i}`} hit={hit} selected={i === active} onPick={go} onHover={() => setActive(i)} />
          ))}
        </ul>
      </div>
    </div>
  );
}
