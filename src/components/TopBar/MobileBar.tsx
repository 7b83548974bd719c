import React from 'react';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import styles from './styles.module.css';

/**
 * Below 1024px: the current section name, or Close while the menu is open; toggles the drawer. Its icon (menu, or
 * close while open) is CSS: `.mobileBarButton::before`.
 */
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
        <span data-testid="mobile-bar-label">{open ? 'Close' : sectionName}</span>
      </button>
    </div>
  );
}
