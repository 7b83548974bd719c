/**
 * Reads the spec documents of a library's versions from disk and computes what
 * changed between each pair of consecutive versions (Node only): the per-section
 * lines the generator writes (emit.ts) and the changes pages of the
 * version-changes plugin. The libraries come from the registry: every reference
 * with more than one version.
 */
import fs from 'node:fs';
import path from 'node:path';
import {REFERENCES, referenceBasePath, type ReferenceDef} from '../../../data/references';
import {findReferenceSpecEntry, referenceSpecEntries, type ReferenceSpecEntry} from '../../../data/referenceSpecs';
import {loadSections} from './sectionsLoader';
import {
  diffVersions,
  latestSectionDeltas,
  olderSectionDeltas,
  pairAnchor,
  type SectionDelta,
  type VersionChanges,
  type VersionSpecInput,
} from './changes';
import {readSpecDocument} from './sources';
import type {CommonSection, SpecDocument} from './types';

/** The path of a library's changes page. A section slug must never be this segment. */
export const CHANGES_SEGMENT = 'changes';

export function changesPagePath(ref: ReferenceDef): string {
  return `/reference/${ref.slug}/${CHANGES_SEGMENT}`;
}

/** References that get a changes page: those with more than one version. */
export function versionedReferences(references: readonly ReferenceDef[] = REFERENCES): ReferenceDef[] {
  return references.filter((ref) => ref.versions.length > 1);
}

/** Spec documents already read in this process (the generator asks for each one twice), by path and modification time. */
const specCache = new Map<string, SpecDocument | undefined>();

function readSpecCached(root: string, file: string): SpecDocument | undefined {
  const abs = path.join(root, file);
  const key = `${abs}:${fs.existsSync(abs) ? fs.statSync(abs).mtimeMs : 'missing'}`;
  if (!specCache.has(key)) specCache.set(key, readSpecDocument(root, file));
  return specCache.get(key);
}

function specInput(root: string, entry: ReferenceSpecEntry, sections: readonly CommonSection[]): VersionSpecInput {
  return {version: entry.version as string, menuId: entry.id, spec: readSpecCached(root, entry.specFile), sections};
}

function entryOf(ref: ReferenceDef, version: string): ReferenceSpecEntry {
  const entry = referenceSpecEntries([ref]).find((e) => e.version === version);
  if (!entry) throw new Error(`No reference spec entry for ${ref.slug} ${version}`);
  return entry;
}

export interface LibraryChanges {
  readonly slug: string;
  readonly title: string;
  readonly packageName?: string;
  /** Base path of each version (`v1` → `/reference/javascript/v1`). */
  readonly basePaths: Readonly<Record<string, string>>;
  /** One diff per pair of consecutive versions, newest pair first. */
  readonly pairs: readonly VersionChanges[];
}

/** Every consecutive pair of a library's versions, newest pair first. */
export function loadLibraryChanges(root: string, ref: ReferenceDef): LibraryChanges {
  const sections = loadSections(ref.sectionsKey, root);
  const inputs = ref.versions.map((v) => specInput(root, entryOf(ref, v), sections));
  const pairs: VersionChanges[] = [];
  for (let i = 0; i + 1 < inputs.length; i++) pairs.push(diffVersions(inputs[i + 1], inputs[i]));
  return {
    slug: ref.slug,
    title: ref.title,
    ...(ref.packageName ? {packageName: ref.packageName} : {}),
    basePaths: Object.fromEntries(ref.versions.map((v) => [v, referenceBasePath(ref, v)])),
    pairs,
  };
}

/**
 * The per-section lines of one version (slug → line): on an older version, how the latest differs;
 * on the latest, which operations are new since the previous version. Empty for a reference with one version.
 */
export function sectionDeltasFor(root: string, menuId: string): Record<string, SectionDelta> {
  const entry = findReferenceSpecEntry(menuId);
  if (!entry || entry.version === undefined || entry.reference.versions.length < 2) return {};
  const ref = entry.reference;
  const sections = loadSections(ref.sectionsKey, root);
  const [latest, previous] = ref.versions;
  const page = changesPagePath(ref);
  if (entry.version === latest) {
    const changes = diffVersions(specInput(root, entryOf(ref, previous), sections), specInput(root, entry, sections));
    return latestSectionDeltas(changes, `${page}#${pairAnchor(previous, latest)}`);
  }
  const changes = diffVersions(specInput(root, entry, sections), specInput(root, entryOf(ref, latest), sections));
  return olderSectionDeltas(changes, {
    latestSection: (slug) => `${referenceBasePath(ref, latest)}/${slug}`,
    changesPage: page,
  });
}
