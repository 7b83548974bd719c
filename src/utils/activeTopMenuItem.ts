import {TOP_MENU, topMenuLinks} from '../data/topMenu';
import {menuIdForPath} from './menuIdForPath';
import {normalizePath} from './paths';

export interface ActiveTopMenuItem {
  /** Label of the active entry: `Home`, `Start`, `Auth`, `JavaScript`, ... */
  readonly label: string;
  /** Label of the dropdown holding it (`Products`), when it is in one. */
  readonly dropdown?: string;
}

/** Reference menu ids carry their version (`reference_javascript_v1`); top-menu levels do not. */
function levelOf(menuId: string): string {
  return menuId.replace(/_v\d+$/, '');
}

/**
 * The top-menu entry the current path belongs to. The home path shows Home;
 * a path no entry owns (e.g. /guides/analytics) gives undefined.
 */
export function activeTopMenuItem(path: string): ActiveTopMenuItem | undefined {
  const current = normalizePath(path);
  if (current === '/') return {label: 'Home'};
  const menuId = menuIdForPath(current);
  const level = menuId === undefined ? undefined : levelOf(menuId);
  for (const item of TOP_MENU) {
    if (item.href !== undefined && (item.href === current || (level !== undefined && item.level === level))) {
      return {label: item.label};
    }
    for (const link of topMenuLinks(item)) {
      if (link.external) continue;
      if (link.href === current || (level !== undefined && link.level === level)) {
        return {label: link.label, dropdown: item.label};
      }
    }
  }
  return undefined;
}
