import React from 'react';
import Link from '@docusaurus/Link';
import {getMenu} from '@site/src/data/getMenu';
// Our swizzled dropdown, imported by its path so that its own props type applies (the @theme alias is typed as
// the stock navbar item).
import VersionDropdown from '@site/src/features/reference/components/VersionSwitcher/ReferenceVersionSwitcher';
import Icon from '../Icon';
import styles from './styles.module.css';

/**
 * The heading of a side menu: the guide menu's title and icon, or the reference's
 * title and version switcher. An unknown menu id fails here, through getMenu.
 */
export default function SideMenuHeader({menuId}: {menuId: string}): React.ReactNode {
  const menu = getMenu(menuId);
  if (menu.kind === 'guide') {
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
  return (
    <div className={`${styles.header} ${styles.referenceHeader}`}>
      <Link to={`${menu.path}/start`} className={styles.title}>
        <span>{menu.reference.title}</span>
      </Link>
      <VersionDropdown docsPluginId={menu.reference.pluginId} />
    </div>
  );
}
