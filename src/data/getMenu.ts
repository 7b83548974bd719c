import {GUIDE_MENUS} from './menus';
import {isGuideMenuId} from './menuIds';
import type {GuideMenu} from './menus/types';
import {findReferenceSpecEntry, type ReferenceSpecEntry} from './referenceSpecs';

export type Menu = ({kind: 'guide'} & GuideMenu) | ({kind: 'reference'} & ReferenceSpecEntry);

/**
 * The side menu of a menu id: a guide menu (its typed entries) or a reference
 * menu (the sections file and spec document it is built from).
 * @throws Error('No menu found for this menuId') for an id outside the spec's table.
 */
export function getMenu(menuId: string): Menu {
  if (isGuideMenuId(menuId)) return {kind: 'guide', ...GUIDE_MENUS[menuId]};
  const reference = findReferenceSpecEntry(menuId);
  if (reference) return {kind: 'reference', ...reference};
  throw new Error('No menu found for this menuId');
}
