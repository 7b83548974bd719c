import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import clsx from 'clsx';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import {useThemeConfig} from '@docusaurus/theme-common';
import {sectionName} from '@site/src/data/menuIds';
import {menuIdForPath} from '@site/src/utils/menuIdForPath';
import {usePagePath} from '@site/src/hooks/usePagePath';
import SearchButton from '../Search/SearchButton';
import TopMenu from './TopMenu';
import DashboardLink from './DashboardLink';
import DevAuthLink from './DevAuthLink';
import MobileMenuToggle from './MobileMenuToggle';
import MobileBar from './MobileBar';
import MobileDrawer from './MobileDrawer';
import styles from './styles.module.css';

/** The top bar of every page: logo, top menu, search, dashboard link, and the mobile bar and drawer. */
export default function TopBar(): React.ReactNode {
  const page = usePagePath();
  const menuId = page === null ? undefined : menuIdForPath(page);
  // The brand comes from the site config (themeConfig.navbar: title, logo, home link), not from this component.
  const {navbar} = useThemeConfig();
  const {siteConfig} = useDocusaurusContext();
  if (!navbar.logo?.src || !navbar.title)
    throw new Error('docusaurus.config.ts: themeConfig.navbar needs a title and a logo.src for the top bar.');
  const logo = useBaseUrl(navbar.logo.src);
  const home = navbar.logo.href ?? '/';
  return (
    <header className={styles.header} data-menu-id={menuId ?? ''}>
      <nav className={clsx('navbar', styles.topBar)} aria-label="Main">
        <Link to={home} className={styles.brand} aria-label={`${siteConfig.title} home`}>
          <img src={logo} alt="" width={22} height={23} className={styles.logo} />
          <span className={styles.docsLabel}>{navbar.title}</span>
        </Link>
        <div className={styles.desktopOnly}>
          <TopMenu />
        </div>
        <div className={styles.actions}>
          <SearchButton />
          <DevAuthLink />
          <DashboardLink />
          <NavbarColorModeToggle className={styles.colorMode} />
          <MobileMenuToggle />
        </div>
      </nav>
      {menuId && <MobileBar sectionName={sectionName(menuId)} />}
      <MobileDrawer />
    </header>
  );
}
