import React from 'react';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import styles from './styles.module.css';

/** The top bar's menu button (below 1024px). Its icon (menu, or close while open) is CSS: `.mobileToggle::before`. */
export default function MobileMenuToggle(): React.ReactNode {
  const {open, toggle} = useMobileMenu();
  return (
    <button
      type="button"
      className={styles.mobileToggle}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls="mobile-menu"
      onClick={toggle}
    />
  );
}
