/**
 * Reference spec entries, one per reference menu id, derived from the registry:
 * which common-sections file and which spec document build that menu.
 */
import {REFERENCES, referenceBasePath, referenceMenuId, sectionsFilePath, type ReferenceDef} from './references';

export interface ReferenceSpecEntry {
  /** The menu id (`reference_javascript_v1`). */
  readonly id: string;
  readonly type: 'guide' | 'reference';
  readonly reference: ReferenceDef;
  /** Undefined for unversioned references. */
  readonly version?: string;
  /** Key of the common-sections list (section loader). */
  readonly sectionsKey: string;
  /** Repo-relative path of the common-sections file. */
  readonly commonSectionsFile: string;
  /** Repo-relative path of the version's spec document. */
  readonly specFile: string;
  /** Base path of the version's pages (`/reference/javascript/v1`). */
  readonly path: string;
}

/** Folder holding a version's docs: the instance folder for the latest, Docusaurus' snapshot for older ones. */
export function versionDocsDir(ref: ReferenceDef, version?: string): string {
  if (version === undefined || version === ref.versions[0]) return `reference/${ref.slug}`;
  return `${ref.pluginId}_versioned_docs/version-${version}`;
}

function entry(ref: ReferenceDef, version?: string): ReferenceSpecEntry {
  return {
    id: referenceMenuId(ref, version),
    type: 'reference',
    reference: ref,
    version,
    sectionsKey: ref.sectionsKey,
    commonSectionsFile: sectionsFilePath(ref.sectionsKey),
    specFile: `${versionDocsDir(ref, version)}/_spec.yml`,
    path: referenceBasePath(ref, version),
  };
}

/** One entry per version of every reference (one for an unversioned reference). */
export function referenceSpecEntries(references: readonly ReferenceDef[]): ReferenceSpecEntry[] {
  return references.flatMap((ref) =>
    ref.versions.length === 0 ? [entry(ref)] : ref.versions.map((v) => entry(ref, v)),
  );
}

export const REFERENCE_SPEC_ENTRIES: readonly ReferenceSpecEntry[] = referenceSpecEntries(REFERENCES);

export function findReferenceSpecEntry(menuId: string): ReferenceSpecEntry | undefined {
  return REFERENCE_SPEC_ENTRIES.find((e) => e.id === menuId);
}
