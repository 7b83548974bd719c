import React from 'react';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import Icon from '../Icon';
import styles from './styles.module.css';

/** Below 1024px: the current section name, or Close while the menu is open; toggles the drawer. */
export default function MobileBar({sectionName}: {sectionName: string}): React.ReactNode {
  const {open, toggle} = useMobileMenu();
  return (
    <div className={styles.mobileBar} data-mobile-bar="">
      <button
        type="button"
        className={styles.mobileBarButton}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggle}>
        <Icon name={open ? 'close' : 'menu'} />
        <span data-testid="mobile-bar-label">{open ? 'Close' : sectionName}</span>
      </button>
    </div>
  );
}
