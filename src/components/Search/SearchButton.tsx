import React, {lazy, Suspense, useEffect, useState} from 'react';
import {useSearch} from '@site/src/hooks/useSearch';
import {isApplePlatform, searchShortcutHint} from '@site/src/utils/platform';
import Icon from '../Icon';
import styles from './styles.module.css';

// The dialog (its search rules, synonyms and filters) is its own chunk: no page pays for it before a reader searches.
// Pointing at or focusing the button fetches it ahead of the click.
const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

/** The docs search button with its shortcut hint; it and the shortcut open the search modal. */
export default function SearchButton(): React.ReactNode {
  const {open, show} = useSearch();
  // The platform is known only in the browser: the hint appears after hydration, in reserved space.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApplePlatform(navigator)), []);
  const hint = apple === null ? '' : searchShortcutHint(apple);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={show}
        onPointerEnter={loadModal}
        onFocus={loadModal}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K">
        <Icon name="search" />
        <span className={styles.buttonLabel}>Search docs</span>
        <kbd className={styles.hint} data-testid="search-hint" aria-hidden={hint === ''}>
          {hint}
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal />
        </Suspense>
      )}
    </>
  );
}
