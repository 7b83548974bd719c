import React from 'react';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {useLayoutSize} from '@site/src/hooks/useLayoutSize';
import {sectionName} from '@site/src/data/menuIds';
import {FillSideMenu} from '@site/src/hooks/useSideMenuSlot';
import SideMenuHeader from './SideMenuHeader';
import styles from './PageSideMenu.module.css';

/**
 * The side menu of a page outside the docs plugins (the home page): the same
 * items and the same rules as DocSidebar, a fixed column on large screens and
 * the drawer's content below 1024px.
 */
export default function PageSideMenu({
  menuId,
  items,
  path,
}: {
  menuId: string;
  items: readonly PropSidebarItem[];
  path: string;
}): React.ReactNode {
  const windowSize = useLayoutSize();
  const label = `${sectionName(menuId)} menu`;
  const menu = (
    <nav aria-label={label} data-side-menu={menuId} className="menu">
      <SideMenuHeader menuId={menuId} />
      <ul className="menu__list">
        <DocSidebarItems items={items as PropSidebarItem[]} activePath={path} level={1} />
      </ul>
    </nav>
  );
  if (windowSize === 'mobile') return <FillSideMenu label={label}>{menu}</FillSideMenu>;
  return <aside className={styles.column}>{menu}</aside>;
}
