/**
 * Loads every reference version for its Markdown copies (Node only): the version
 * model the web pages render (order, titles, slugs, categories) and the raw
 * sources its prose came from (spec functions, Markdown sections), both through
 * `loadVersionSources` (src/features/reference/engine/sources.ts), as the pages are built.
 */
import {REFERENCE_SPEC_ENTRIES, type ReferenceSpecEntry} from '../../../data/referenceSpecs';
import {buildVersionModel, type VersionModel} from '../../../features/reference/engine/build';
import {loadVersionSources} from '../../../features/reference/engine/sources';
import type {SpecFunction} from '../../../features/reference/engine/types';
import type {SectionSource} from './referenceMarkdown';

export interface LoadedVersion {
  readonly entry: ReferenceSpecEntry;
  readonly model: VersionModel;
  readonly source: (sectionId: string) => SectionSource;
}

export function loadVersion(root: string, entry: ReferenceSpecEntry): LoadedVersion {
  const {spec, markdown, input} = loadVersionSources(root, entry);
  const model = buildVersionModel(input);
  const functions = new Map<string, SpecFunction>(spec.functions.map((f) => [f.id, f]));
  return {
    entry,
    model,
    source: (id) => ({markdown: markdown.get(id), fn: functions.get(id)}),
  };
}

export function loadAllVersions(
  root: string,
  entries: readonly ReferenceSpecEntry[] = REFERENCE_SPEC_ENTRIES,
): LoadedVersion[] {
  return entries.map((entry) => loadVersion(root, entry));
}
