import {siteRoutes as routes} from '../../../overrides/private-api';
import {referenceBasePath, type ReferenceDef} from '../../../data/references';
import {sectionUrl} from '../../../utils/referenceNav';
import {routeExists} from '../../../utils/routeExists';
import {useReferenceNav} from './referenceNavStore';

/**
 * The section of a library reference in view, and whether another version of
 * that library has a section (whether the site has its route).
 */
export function useVersionSections(reference: ReferenceDef): {
  section: string | undefined;
  hasSection: (version: string, slug: string) => boolean;
} {
  const {activeSlug, menuId} = useReferenceNav();
  const section = menuId !== null && menuId.startsWith(reference.pluginId) ? (activeSlug ?? undefined) : undefined;
  const hasSection = (version: string, slug: string) =>
    routeExists(routes, sectionUrl(referenceBasePath(reference, version), slug));
  return {section, hasSection};
}
