import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {usePagePath} from '@site/src/hooks/usePagePath';
import {TOP_MENU} from '@site/src/data/topMenu';
import {activeTopMenuItem} from '@site/src/utils/activeTopMenuItem';
import TopMenuDropdown from './TopMenuDropdown';
import styles from './styles.module.css';

/** Start and the four dropdowns, with the item owning the current path marked. */
export default function TopMenu(): React.ReactNode {
  const page = usePagePath();
  const active = page === null ? undefined : activeTopMenuItem(page);
  return (
    <ul className={styles.topMenu} data-active-top-item={active?.label}>
      {TOP_MENU.map((item) => (
        <li key={item.label}>
          {item.href !== undefined ? (
            <Link
              to={item.href}
              className={clsx(styles.topItem, active?.label === item.label && styles.topItemActive)}
              aria-current={active?.label === item.label ? 'page' : undefined}>
              {item.label}
            </Link>
          ) : (
            <TopMenuDropdown item={item} active={active} />
          )}
        </li>
      ))}
    </ul>
  );
}
