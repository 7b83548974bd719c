import {SITE_REGISTRY, type GuideMenuId, type SiteRegistry} from '../data/guideAreas';
import {referenceMenuId} from '../data/references';
import {normalizePath, pathSegments} from './paths';

/** First segment under /guides/ → the menu id of the area that owns it (src/data/guideAreas.ts, `pathSegment`). */
function guideAreaMenuIds(registry: SiteRegistry): Record<string, string> {
  return Object.fromEntries(
    registry.areas.flatMap((area) => (area.pathSegment === undefined ? [] : [[area.pathSegment, area.id]])),
  );
}

export const GUIDE_AREA_MENU_IDS = guideAreaMenuIds(SITE_REGISTRY) as Readonly<Record<string, GuideMenuId>>;

const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * The menu id that owns a path, or undefined when the page has no side menu.
 * `/` → home; `/guides/<area>/...` → the area's id; `/reference/<lib>[/<older version>]/...`
 * → the reference menu id of that version. `registry` defaults to the site's.
 */
export function menuIdForPath(path: string, registry: SiteRegistry = SITE_REGISTRY): string | undefined {
  if (normalizePath(path) === '/') return 'home';
  const [root, first, second] = pathSegments(path);
  if (root === 'guides' && first !== undefined) {
    const areas = registry === SITE_REGISTRY ? GUIDE_AREA_MENU_IDS : guideAreaMenuIds(registry);
    return has(areas, first) ? areas[first] : undefined;
  }
  if (root === 'reference' && first !== undefined) {
    const ref = registry.references.find((r) => r.slug === first);
    if (!ref) return undefined;
    const older = second !== undefined && ref.versions.indexOf(second) > 0 ? second : undefined;
    return referenceMenuId(ref, older);
  }
  return undefined;
}
