/**
 * The menu ids of the spec's table, derived: one per guide area
 * (src/data/guideAreas.ts), one per reference version (src/data/references.ts).
 * Section names come from the same entries (getMenu gives the same names with the menus themselves).
 */
import {GUIDE_AREAS, SITE_REGISTRY, type GuideMenuId, type SiteRegistry} from './guideAreas';
import {referenceMenuIds} from './references';
import {findReferenceSpecEntry} from './referenceSpecs';

export type {GuideMenuId};

/** The menu ids of the guide areas, in registry order. */
export const GUIDE_MENU_IDS: readonly GuideMenuId[] = GUIDE_AREAS.map((area) => area.id);

/** Every menu id of a registry: the guide areas', then every version of every reference. */
export function menuIds(registry: SiteRegistry): string[] {
  return [...registry.areas.map((area) => area.id), ...registry.references.flatMap(referenceMenuIds)];
}

export const MENU_IDS: readonly string[] = menuIds(SITE_REGISTRY);

/**
 * Section name shown in the mobile bar for a menu id. Read from the registries, not through getMenu: every page
 * shows it, and getMenu would put every side menu's entries into the start-up bundle.
 * @throws Error('No menu found for this menuId') for an id outside the spec's table (as getMenu does).
 */
export function sectionName(menuId: string): string {
  const area = SITE_REGISTRY.areas.find((a) => a.id === menuId);
  if (area) return area.sectionName;
  const reference = findReferenceSpecEntry(menuId);
  if (reference) return reference.reference.sectionName;
  throw new Error('No menu found for this menuId');
}
