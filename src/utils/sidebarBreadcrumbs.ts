import type {PropSidebarBreadcrumbsItem, PropSidebarItem} from '@docusaurus/plugin-content-docs';
// The theme's own comparison of menu links with the address (trailing slash and case ignored).
import {isSamePath} from '../overrides/private-api';
import {SITE_REGISTRY, type SiteRegistry} from '../data/guideAreas';
import {menuIdForPath} from './menuIdForPath';

/**
 * A page's breadcrumbs: the categories that lead to its menu entry, then the entry (the rule of
 * plugin-content-docs' `useSidebarBreadcrumbs`). Empty when the page is not in the menu.
 */
export function sidebarBreadcrumbs(items: readonly PropSidebarItem[], pathname: string): PropSidebarBreadcrumbsItem[] {
  const trail: PropSidebarBreadcrumbsItem[] = [];
  const extract = (list: readonly PropSidebarItem[]): boolean => {
    for (const item of list) {
      if (item.type === 'category') {
        if (isSamePath(item.href, pathname) || extract(item.items)) {
          trail.unshift(item);
          return true;
        }
      } else if (item.type === 'link' && item.docId && isSamePath(item.href, pathname)) {
        trail.unshift(item);
        return true;
      }
    }
    return false;
  };
  extract(items);
  return trail;
}

/**
 * The trail with the page's product area first (`Auth › Getting Started › Next.js`): a guide's menu starts below
 * its area, so without it the breadcrumbs of the Auth quickstart read `Getting Started › Next.js` and do not say
 * which product. Nothing is added on the area's own page, for a page of no guide area, or when the trail already
 * starts at the area's page.
 */
export function withAreaCrumb(
  trail: readonly PropSidebarBreadcrumbsItem[],
  pathname: string,
  registry: SiteRegistry = SITE_REGISTRY,
): PropSidebarBreadcrumbsItem[] {
  const menuId = menuIdForPath(pathname, registry);
  const area = registry.areas.find((a) => a.id === menuId);
  if (!area || trail.length === 0 || isSamePath(area.href, pathname) || isSamePath(trail[0].href, area.href))
    return [...trail];
  return [{type: 'link', label: area.sectionName, href: area.href}, ...trail];
}
