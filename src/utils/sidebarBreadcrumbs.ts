import type {PropSidebarBreadcrumbsItem, PropSidebarItem} from '@docusaurus/plugin-content-docs';
// The theme's own comparison of menu links with the address (trailing slash and case ignored).
import {isSamePath} from '@docusaurus/theme-common/internal';

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
