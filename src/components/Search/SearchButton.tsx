import React, {useEffect, useState} from 'react';
import {SEARCH_BUTTON_ATTRIBUTE, useSearch} from '@site/src/hooks/useSearch';
import {isApplePlatform, searchShortcutHint} from '@site/src/utils/platform';
import Icon from '../Icon';
import {loadSearchModal} from './OpenSearchDialog';
import styles from './styles.module.css';

/** The docs search button with its shortcut hint; it and the shortcut open the search dialog (OpenSearchDialog). */
export default function SearchButton(): React.ReactNode {
  const {show} = useSearch();
  // The platform is known only in the browser: the hint appears after hydration, in reserved space.
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => setApple(isApplePlatform(navigator)), []);
  const hint = apple === null ? '' : searchShortcutHint(apple);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={show}
      onPointerEnter={loadSearchModal}
      onFocus={loadSearchModal}
      aria-haspopup="dialog"
      {...{[SEARCH_BUTTON_ATTRIBUTE]: ''}}
      aria-keyshortcuts="Meta+K Control+K">
      <Icon name="search" />
      <span className={styles.buttonLabel}>Search docs</span>
      <kbd className={styles.hint} data-testid="search-hint" aria-hidden={hint === ''}>
        {hint}
      </kbd>
    </button>
  );
}
