import React, {useEffect, useRef} from 'react';
import {TOP_MENU, topMenuLinks} from '@site/src/data/topMenu';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import {useSideMenuSlot} from '@site/src/hooks/useSideMenuSlot';
import TopMenuLink from './TopMenuLink';
import styles from './styles.module.css';

/**
 * The overlay drawer below 1024px: the page's side menu, then the top menu.
 * Focus moves into it when it opens; the backdrop closes it.
 */
export default function MobileDrawer(): React.ReactNode {
  const {open, backdrop, close} = useMobileMenu();
  const {content, label} = useSideMenuSlot();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = panel.current?.querySelector<HTMLElement>('[aria-current="page"], a[href], button');
    (first ?? panel.current)?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} data-testid="mobile-backdrop" onClick={backdrop} aria-hidden="true" />
      <div
        id="mobile-menu"
        ref={panel}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={label ?? 'Site menu'}
        tabIndex={-1}>
        {content && <div className={styles.drawerMenu}>{content}</div>}
        <nav aria-label="All documentation" className={styles.drawerTopMenu}>
          {TOP_MENU.map((item) => (
            <div key={item.label} className={styles.drawerGroup}>
              {item.href !== undefined ? (
                <TopMenuLink
                  link={{label: item.label, href: item.href, icon: item.icon ?? 'getting-started'}}
                  onNavigate={close}
                />
              ) : (
                <>
                  <p className={styles.panelHeading}>{item.label}</p>
                  <ul className={styles.panelList}>
                    {topMenuLinks(item).map((link) => (
                      <li key={link.label}>
                        <TopMenuLink link={link} onNavigate={close} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ))}
        </nav>
      </div>
    </>
  );
}
