/**
 * One generated page per library with more than one version (read from the registry):
 * `/reference/<slug>/changes`, what changed between each pair of consecutive versions,
 * newest pair first, computed at build time from the spec documents (src/features/reference/engine/changes.ts).
 * `npm run version:cut` needs nothing here: the new pair appears with the registry.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REFERENCES, type ReferenceDef} from '../../../data/references';
import {REFERENCE_SPEC_ENTRIES} from '../../../data/referenceSpecs';
import {loadSections} from '../../../features/reference/engine/sectionsLoader';
import type {CommonSection} from '../../../features/reference/engine/types';
import {
  CHANGES_SEGMENT,
  changesPagePath,
  loadLibraryChanges,
  versionedReferences,
  type LibraryChanges,
} from '../../../features/reference/engine/changesSource';

export interface VersionChangesContent {
  readonly libraries: readonly LibraryChanges[];
}

/** Section slugs of a common-sections tree that would take the changes page's path. */
export function collidingSlugs(sections: readonly CommonSection[]): string[] {
  const out: string[] = [];
  const walk = (items: readonly CommonSection[]) =>
    items.forEach((item) => {
      if (item.slug === CHANGES_SEGMENT) out.push(item.id);
      if (item.items) walk(item.items);
    });
  walk(sections);
  return out;
}

export function loadVersionChanges(
  root: string,
  references: readonly ReferenceDef[] = REFERENCES,
): VersionChangesContent {
  const libraries = versionedReferences(references).map((ref) => {
    const clash = collidingSlugs(loadSections(ref.sectionsKey, root));
    if (clash.length > 0) {
      throw new Error(
        `version-changes: section ${clash.map((id) => `"${id}"`).join(', ')} of reference/_common/${ref.sectionsKey}.json has the slug "${CHANGES_SEGMENT}", ` +
          `which is the path of the page ${changesPagePath(ref)}: give the section another slug.`,
      );
    }
    return loadLibraryChanges(root, ref);
  });
  return {libraries};
}

export default function versionChangesPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-changes',
    getPathsToWatch() {
      const versioned = new Set(versionedReferences().map((r) => r.slug));
      const files = REFERENCE_SPEC_ENTRIES.filter((e) => versioned.has(e.reference.slug)).flatMap((e) => [
        e.specFile,
        e.commonSectionsFile,
      ]);
      return [...new Set(files)].map((f) => path.join(context.siteDir, f));
    },
    async loadContent(): Promise<VersionChangesContent> {
      return loadVersionChanges(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      for (const lib of (content as VersionChangesContent).libraries) {
        const data = await actions.createData(`changes-${lib.slug}.json`, JSON.stringify(lib));
        actions.addRoute({
          path: changesPagePath({slug: lib.slug} as ReferenceDef),
          component: '@site/src/plugins/content/version-changes/ChangesPage',
          exact: true,
          modules: {changes: data},
        });
      }
    },
  };
}
