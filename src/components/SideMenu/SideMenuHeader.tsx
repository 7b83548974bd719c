import React from 'react';
import Link from '@docusaurus/Link';
import {GUIDE_MENUS} from '@site/src/data/menus';
import {isGuideMenuId, sectionName} from '@site/src/data/menuIds';
import {findReferenceSpecEntry} from '@site/src/data/referenceSpecs';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import Icon from '../Icon';

// Our swizzled dropdown (src/theme/NavbarItem) needs only the plugin id; the stock type asks for navbar props.
const VersionDropdown = DocsVersionDropdownNavbarItem as unknown as React.ComponentType<{docsPluginId: string}>;
import styles from './styles.module.css';

/** The heading of a side menu: the guide menu's title and icon, or the reference's title. */
export default function SideMenuHeader({menuId}: {menuId: string}): React.ReactNode {
  if (isGuideMenuId(menuId)) {
    const menu = GUIDE_MENUS[menuId];
    const title = (
      <>
        <Icon name={menu.icon} size={18} />
        <span>{menu.title}</span>
      </>
    );
    return (
      <div className={styles.header}>
        {menu.url ? (
          <Link to={menu.url} className={styles.title}>
            {title}
          </Link>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
      </div>
    );
  }
  const ref = findReferenceSpecEntry(menuId);
  return (
    <div className={`${styles.header} ${styles.referenceHeader}`}>
      <Link to={`${ref?.path ?? ''}/start`} className={styles.title}>
        <span>{ref?.reference.title ?? sectionName(menuId)}</span>
      </Link>
      {ref && <VersionDropdown docsPluginId={ref.reference.pluginId} />}
    </div>
  );
}
