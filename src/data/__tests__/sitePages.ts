/**
 * Which routes of the site have a page, for the data tests' "every route the data names has a page" rules:
 * a guide page in docs/, a page in src/pages/, or a section of a reference version (a slug of its common-sections
 * list, or `start`). Node only (reads the repository).
 */
import fs from 'node:fs';
import path from 'node:path';
import {readGuidePages} from '../../guides/content';
import {loadSections, type CommonSection} from '../../features/reference/engine/sectionsLoader';
import {findReferenceSpecEntry} from '../referenceSpecs';
import {menuIdForPath} from '../../utils/menuIdForPath';

const ROOT = path.resolve(__dirname, '../../..');

export const GUIDE_PAGE_ROUTES: ReadonlySet<string> = new Set(
  readGuidePages(path.join(ROOT, 'docs')).map((p) => p.route),
);

function slugsOf(sections: readonly CommonSection[]): string[] {
  return sections.flatMap((s) => [...(s.slug ? [s.slug] : []), ...slugsOf(s.items ?? [])]);
}

const sectionSlugs = new Map<string, ReadonlySet<string>>();
function referenceSlugs(sectionsKey: string): ReadonlySet<string> {
  let slugs = sectionSlugs.get(sectionsKey);
  if (!slugs) {
    slugs = new Set(slugsOf(loadSections(sectionsKey)));
    sectionSlugs.set(sectionsKey, slugs);
  }
  return slugs;
}

/** True when `route` (no query, no anchor) has a page on the site. */
export function hasPage(route: string): boolean {
  if (route === '/') return fs.existsSync(path.join(ROOT, 'src/pages/index.tsx'));
  if (route.startsWith('/guides/')) return GUIDE_PAGE_ROUTES.has(route);
  if (route.startsWith('/reference/')) {
    const menuId = menuIdForPath(route);
    const entry = menuId === undefined ? undefined : findReferenceSpecEntry(menuId);
    if (!entry || !route.startsWith(`${entry.path}/`)) return false;
    const slug = route.slice(entry.path.length + 1);
    return slug === 'start' || referenceSlugs(entry.sectionsKey).has(slug);
  }
  const name = route.slice(1);
  return ['tsx', 'mdx', 'md'].some((ext) => fs.existsSync(path.join(ROOT, 'src/pages', `${name}.${ext}`)));
}
