import {SITE_REGISTRY, type GuideMenuId, type SiteRegistry} from '../data/guideAreas';
import {referenceMenuId, type ReferenceDef} from '../data/references';
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
  const [root, first] = pathSegments(path);
  if (root === 'guides' && first !== undefined) {
    const areas = registry === SITE_REGISTRY ? GUIDE_AREA_MENU_IDS : guideAreaMenuIds(registry);
    return has(areas, first) ? areas[first] : undefined;
  }
  if (root === 'reference' && first !== undefined) {
    const place = referenceAtPath(path, registry);
    return place && referenceMenuId(place.ref, place.olderVersion);
  }
  return undefined;
}

/** Where a reference path points: the reference, the older version when the path names one, and the section. */
export interface ReferencePlace {
  readonly ref: ReferenceDef;
  /** The version segment of an older version (`v1` in `/reference/dart/v1/select`); undefined for the latest. */
  readonly olderVersion?: string;
  /** The section's path after the library and version (`select`, `storage-from-upload`), if any. */
  readonly section?: string;
}

/**
 * The reference a path is in (`/reference/dart/v1/select#x` → Flutter, `v1`, `select`), or undefined when the path
 * is not in a known reference. The one parser of reference paths: menus, search and the top bar read it.
 */
export function referenceAtPath(path: string, registry: SiteRegistry = SITE_REGISTRY): ReferencePlace | undefined {
  const [root, first, second, ...rest] = pathSegments(path);
  if (root !== 'reference' || first === undefined) return undefined;
  const ref = registry.references.find((r) => r.slug === first);
  if (!ref) return undefined;
  const older = second !== undefined && ref.versions.indexOf(second) > 0 ? second : undefined;
  const sectionParts = older ? rest : [second, ...rest].filter((s): s is string => s !== undefined);
  return {
    ref,
    ...(older ? {olderVersion: older} : {}),
    ...(sectionParts.length ? {section: sectionParts.join('/')} : {}),
  };
}
