/**
 * What each client library's LATEST version has, read from the sources (Node only): the input of the
 * language twins (src/utils/twins.ts) that the generator writes into every client-library version's
 * page data, and of the /reference/coverage table (src/plugins/content/reference-coverage). The same presence
 * rules as the pages (filter.ts): excludes, spec presence of functions, markdown files.
 */
import path from 'node:path';
import {CLIENT_LIBRARIES, referenceMenuId} from '../../../data/references';
import {findReferenceSpecEntry, versionDocsDir} from '../../../data/referenceSpecs';
import {loadSections} from './sectionsLoader';
import type {LibraryPresence} from '../../../utils/twins';
import {filterSections} from './filter';
import {readMarkdownSections, readSpecDocument} from './sources';
import type {CommonSection} from './types';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

function keptIds(items: readonly CommonSection[], into: Set<string>): Set<string> {
  for (const item of items) {
    if (item.type !== 'category') into.add(item.id);
    if (item.items) keptIds(item.items, into);
  }
  return into;
}

/** The ids each client library's latest version has, in registry order. */
export function loadLatestClientPresence(root: string = REPO_ROOT): LibraryPresence[] {
  return CLIENT_LIBRARIES.map((ref) => {
    const entry = findReferenceSpecEntry(referenceMenuId(ref));
    if (!entry) throw new Error(`No spec entry for the latest version of ${ref.slug}`);
    const sections = loadSections(entry.sectionsKey, root);
    const spec = readSpecDocument(root, entry.specFile);
    const markdown = readMarkdownSections(root, `${versionDocsDir(ref, entry.version)}/_sections`);
    const kept = filterSections(sections, {
      menuId: entry.id,
      specFunctionIds: new Set((spec?.functions ?? []).map((f) => f.id)),
      markdownIds: new Set(markdown.keys()),
    });
    return {slug: ref.slug, ids: keptIds(kept, new Set())};
  });
}

const cache = new Map<string, LibraryPresence[]>();

/** loadLatestClientPresence, read once per process and root (the generator renders every version). */
export function latestClientPresence(root: string = REPO_ROOT): LibraryPresence[] {
  let hit = cache.get(root);
  if (!hit) {
    hit = loadLatestClientPresence(root);
    cache.set(root, hit);
  }
  return hit;
}
