import {SITE_REGISTRY, type SiteRegistry} from './guideAreas';
import {GUIDE_MENUS, guideMenus} from './menus';
import type {GuideMenu} from './menus/types';
import {findReferenceSpecEntry, referenceSpecEntries, type ReferenceSpecEntry} from './referenceSpecs';

export type Menu =
  | ({readonly kind: 'guide'; readonly sectionName: string} & GuideMenu)
  | ({readonly kind: 'reference'; readonly sectionName: string} & ReferenceSpecEntry);

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The side menu of a menu id: a guide menu (its typed entries) or a reference
 * menu (the sections file and spec document it is built from), with the section
 * name the mobile bar shows. The side menus, the mobile bar and sidebars.ts read
 * menus through here. `registry` defaults to the site's (tests pass their own).
 * @throws Error('No menu found for this menuId') for an id outside the spec's table.
 */
export function getMenu(menuId: string, registry: SiteRegistry = SITE_REGISTRY): Menu {
  const site = registry === SITE_REGISTRY;
  const menus: Readonly<Record<string, GuideMenu>> = site ? GUIDE_MENUS : guideMenus(registry);
  if (has(menus, menuId)) {
    const area = registry.areas.find((a) => a.id === menuId)!;
    return {kind: 'guide', sectionName: area.sectionName, ...menus[menuId]};
  }
  const reference = site
    ? findReferenceSpecEntry(menuId)
    : referenceSpecEntries(registry.references).find((e) => e.id === menuId);
  if (reference) return {kind: 'reference', sectionName: reference.reference.sectionName, ...reference};
  throw new Error('No menu found for this menuId');
}
