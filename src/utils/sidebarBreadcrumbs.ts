import type {PropSidebarBreadcrumbsItem, PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Same path, ignoring a trailing slash and case (as the theme compares sidebar links with the address). */
function isSamePath(a: string | undefined, b: string): boolean {
  const normalize = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return a !== undefined && normalize(a) === normalize(b);
}

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
