/**
 * The build-time scan behind guide ↔ reference links (Node only): every guide in docs/** with its links to
 * client-library reference sections, turned into
 * - `usedIn`: common-sections id → the guides linking to that operation (any library, any version), which the
 *   reference generator writes into every client-library version's sections
 *   (src/features/reference/engine/emit.ts), so each section lists its guides in every library;
 * - `twins`: JavaScript section slug linked from a guide → the other libraries whose latest version has it,
 *   the browser data that lets a guide's reference link follow the chosen language tab.
 */
import path from 'node:path';
import {CLIENT_LIBRARIES} from '../data/references';
import {loadSections, type CommonSection} from '../features/reference/engine/sectionsLoader';
import {latestClientPresence} from '../features/reference/engine/twinSources';
import {readGuidePages} from './content';
import {
  extractReferenceHrefs,
  guidesBySection,
  linkedTwins,
  type GuideLink,
  type ScannedGuide,
} from '../utils/guideReferenceLinks';
import {twinsOf} from '../utils/twins';

export interface GuideReferenceData {
  readonly usedIn: Readonly<Record<string, readonly GuideLink[]>>;
  readonly twins: Readonly<Record<string, readonly string[]>>;
}

const REPO_ROOT = path.resolve(__dirname, '../..');

/** Section slug → common-sections id, over the one common-sections file the client libraries share. */
function idsBySlug(root: string): Map<string, string> {
  const keys = [...new Set(CLIENT_LIBRARIES.map((ref) => ref.sectionsKey))];
  const out = new Map<string, string>();
  const visit = (items: readonly CommonSection[]) => {
    for (const item of items) {
      if (item.type !== 'category') out.set(item.slug ?? item.id, item.id);
      if (item.items) visit(item.items);
    }
  };
  for (const key of keys) visit(loadSections(key, root));
  return out;
}

/** Every guide page of `root`/docs with its title and reference links. */
function scanGuides(root: string): ScannedGuide[] {
  return readGuidePages(path.join(root, 'docs')).map((page) => ({
    route: page.route,
    title: typeof page.frontMatter.title === 'string' ? page.frontMatter.title : page.route,
    hrefs: extractReferenceHrefs(page.body),
  }));
}

/** The scan of `root` (the repository by default). */
export function loadGuideReferenceData(root: string = REPO_ROOT): GuideReferenceData {
  const guides = scanGuides(root);
  const libraries = CLIENT_LIBRARIES.map((ref) => ref.slug);
  const idOfSlug = idsBySlug(root);
  const presence = latestClientPresence(root);
  const source = libraries[0];
  return {
    usedIn: guidesBySection(guides, libraries, idOfSlug),
    twins: linkedTwins(guides, source, (slug) => {
      const id = idOfSlug.get(slug);
      return id === undefined ? [] : twinsOf(id, source, presence);
    }),
  };
}

/**
 * Whether a client library's latest version has the section of a slug (`upsert`), by the same rules its pages are
 * generated with (latestClientPresence): for the check-tier test of guide links (brokenReferenceLinks).
 */
export function latestSectionCheck(root: string = REPO_ROOT): (library: string, slug: string) => boolean {
  const idOfSlug = idsBySlug(root);
  const presence = new Map(latestClientPresence(root).map((p) => [p.slug, p.ids]));
  return (library, slug) => {
    const id = idOfSlug.get(slug);
    return id !== undefined && (presence.get(library)?.has(id) ?? false);
  };
}

const cache = new Map<string, GuideReferenceData>();

/** loadGuideReferenceData, read once per process and root (the generator renders every version). */
export function guideReferenceData(root: string = REPO_ROOT): GuideReferenceData {
  let hit = cache.get(root);
  if (!hit) {
    hit = loadGuideReferenceData(root);
    cache.set(root, hit);
  }
  return hit;
}
