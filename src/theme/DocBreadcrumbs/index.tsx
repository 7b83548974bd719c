// Swizzled (ejected, thin): the stock breadcrumbs read the breadcrumbs option through useActivePlugin, whose route sort runs the first localeCompare of the page (the ICU collator's start-up, ~20 ms at 1x CPU in one unsplittable piece of hydration); this one reads it from the docs version already in context; see src/theme/README.md.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsSidebar, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useHomePageRoute} from '@docusaurus/theme-common/internal';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import type {PropSidebarBreadcrumbsItem} from '@docusaurus/plugin-content-docs';
import styles from '@docusaurus/theme-classic/lib/theme/DocBreadcrumbs/styles.module.css';
import {sidebarBreadcrumbs, withAreaCrumb} from '@site/src/utils/sidebarBreadcrumbs';

/** The page's breadcrumbs from its menu, or null where the docs instance turns them off or the page has no menu. */
function useBreadcrumbs(): PropSidebarBreadcrumbsItem[] | null {
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  const {pluginId} = useDocsVersion();
  const option = (usePluginData('docusaurus-plugin-content-docs', pluginId) as {breadcrumbs?: boolean} | undefined)
    ?.breadcrumbs;
  if (option === false || !sidebar) return null;
  return withAreaCrumb(sidebarBreadcrumbs(sidebar.items, pathname), pathname);
}

function BreadcrumbsItemLink({children, href, isLast}: {children: ReactNode; href?: string; isLast: boolean}) {
  const className = 'breadcrumbs__link';
  if (isLast || !href) return <span className={className}>{children}</span>;
  return (
    <Link className={className} href={href}>
      <span>{children}</span>
    </Link>
  );
}

export default function DocBreadcrumbs(): ReactNode {
  const breadcrumbs = useBreadcrumbs();
  const homePageRoute = useHomePageRoute();
  if (!breadcrumbs) return null;
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label={translate({
          id: 'theme.docs.breadcrumbs.navAriaLabel',
          message: 'Breadcrumbs',
          description: 'The ARIA label for the breadcrumbs',
        })}>
        <ul className="breadcrumbs">
          {homePageRoute && <HomeBreadcrumbItem />}
          {breadcrumbs.map((item, idx) => {
            const isLast = idx === breadcrumbs.length - 1;
            const href = item.type === 'category' && item.linkUnlisted ? undefined : item.href;
            return (
              <li key={idx} className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}>
                <BreadcrumbsItemLink href={href} isLast={isLast}>
                  {item.label}
                </BreadcrumbsItemLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
