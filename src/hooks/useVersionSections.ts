import {useVersions} from '@docusaurus/plugin-content-docs/client';
import type {ReferenceDef} from '../data/references';
import {useReferenceNav} from './referenceNavStore';

/**
 * The section of a library reference in view, and whether another version of
 * that library has a section: read from Docusaurus' version metadata.
 */
export function useVersionSections(reference: ReferenceDef): {
  section: string | undefined;
  hasSection: (version: string, slug: string) => boolean;
} {
  const docsVersions = useVersions(reference.pluginId);
  const {activeSlug, menuId} = useReferenceNav();
  const section = menuId !== null && menuId.startsWith(reference.pluginId) ? (activeSlug ?? undefined) : undefined;
  const hasSection = (version: string, slug: string) => {
    const dv = docsVersions.find((v) => (version === reference.versions[0] ? v.isLast : v.name === version));
    return dv?.docs.some((d) => d.path.endsWith(`/${slug}`)) ?? false;
  };
  return {section, hasSection};
}
