import fs from 'node:fs';
import path from 'node:path';
import {getMenu} from '../getMenu';
import {GUIDE_AREAS} from '../guideAreas';
import {GUIDE_MENU_IDS, MENU_IDS, sectionName} from '../menuIds';
import {REFERENCES, referenceMenuIds, sectionsKeys} from '../references';
import {TOP_MENU, topMenuLinks} from '../topMenu';
import {readGuidePages} from '../../guides/content';
import {loadSections} from '../../features/reference/engine/sectionsLoader';
import {hasPage} from './sitePages';
import {SPEC_REFERENCE_IDS, SPEC_SECTION_NAMES} from './specContract';

const ROOT = path.resolve(__dirname, '../../..');

describe('menu ids', () => {
  it('are one per guide area and one per version of every reference, each once', () => {
    expect(MENU_IDS).toEqual([...GUIDE_AREAS.map((a) => a.id), ...REFERENCES.flatMap(referenceMenuIds)]);
    expect(new Set(MENU_IDS).size).toBe(MENU_IDS.length);
  });

  it("include every id of the spec's table and every reference id of the spec", () => {
    expect(MENU_IDS).toEqual(expect.arrayContaining([...Object.keys(SPEC_SECTION_NAMES), ...SPEC_REFERENCE_IDS]));
  });

  it.each([
    ...Object.entries(SPEC_SECTION_NAMES),
    ['reference_api', 'Management API Reference'],
    ['reference_dart_v1', 'Flutter'],
    ['reference_cli', 'Supabase CLI'],
  ])('section name of %s is %s', (id, name) => {
    expect(sectionName(id)).toBe(name);
  });

  it('every menu id has a section name', () => {
    for (const id of MENU_IDS) expect(sectionName(id).trim()).not.toBe('');
  });

  it('is the section name getMenu gives, for every menu id', () => {
    for (const id of MENU_IDS) expect(sectionName(id)).toBe(getMenu(id).sectionName);
  });

  it('are defined wherever the site names one: guide front matter, top-menu levels, common-sections excludes', () => {
    const known = new Set(MENU_IDS);
    // A guide that shows another menu names a sidebar, and sidebars.ts makes one per guide menu id.
    const sidebars = readGuidePages(path.join(ROOT, 'docs')).flatMap((p) => {
      const id = p.frontMatter.displayed_sidebar;
      return id === undefined ? [] : [[p.file, id] as const];
    });
    expect(sidebars.filter(([, id]) => !GUIDE_MENU_IDS.includes(id as never))).toEqual([]);
    // The active top item is the one whose level owns the path: a guide menu id, or a reference (every version).
    const levels = TOP_MENU.flatMap((item) => [item, ...topMenuLinks(item)]).flatMap((l) => l.level ?? []);
    const owns = (level: string) => known.has(level) || REFERENCES.some((r) => r.pluginId === level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => !owns(level))).toEqual([]);
    // Each common-sections list is validated against the menu ids when loaded (an unknown `excludes` id fails).
    for (const key of sectionsKeys()) expect(() => loadSections(key)).not.toThrow();
  });

  it('an unknown id has no section name: the same error as getMenu', () => {
    expect(() => sectionName('nope')).toThrow(new Error('No menu found for this menuId'));
  });
});

describe('getMenu', () => {
  it("returns a guide menu for every guide id, with its area's title, icon and section name", () => {
    for (const area of GUIDE_AREAS) {
      const menu = getMenu(area.id);
      expect(menu).toMatchObject({
        kind: 'guide',
        id: area.id,
        title: area.menuTitle,
        icon: area.icon,
        sectionName: area.sectionName,
      });
    }
    expect(GUIDE_MENU_IDS).toEqual(GUIDE_AREAS.map((a) => a.id));
  });

  it('opens each guide menu at a page of the site, and Database at its overview (spec §2)', () => {
    const noPage = GUIDE_MENU_IDS.flatMap((id) => {
      const menu = getMenu(id);
      return menu.kind === 'guide' && menu.url !== undefined && !hasPage(menu.url) ? [`${id}: ${menu.url}`] : [];
    });
    expect(noPage).toEqual([]);
    expect(getMenu('database')).toMatchObject({url: '/guides/database/overview'});
    expect(getMenu('home')).toMatchObject({url: '/'});
    // The content plan gives the Auth menu no url.
    expect(getMenu('auth')).not.toHaveProperty('url');
  });

  it("builds every reference menu from files that exist: its common-sections list and its version's spec", () => {
    const missing = MENU_IDS.flatMap((id) => {
      const menu = getMenu(id);
      if (menu.kind !== 'reference') return [];
      return [menu.commonSectionsFile, menu.specFile]
        .filter((file) => !fs.existsSync(path.join(ROOT, file)))
        .map((file) => `${id}: ${file}`);
    });
    expect(missing).toEqual([]);
  });

  it('returns a menu for every reference version of the registry, the latest at the library root', () => {
    for (const ref of REFERENCES) {
      ref.versions.forEach((v, i) => {
        const menu = getMenu(`${ref.pluginId}_${v}`);
        expect(menu).toMatchObject({
          kind: 'reference',
          path: i === 0 ? `/reference/${ref.slug}` : `/reference/${ref.slug}/${v}`,
        });
        expect(menu.kind === 'reference' && menu.specFile).toBe(
          i === 0 ? `reference/${ref.slug}/_spec.yml` : `${ref.pluginId}_versioned_docs/version-${v}/_spec.yml`,
        );
      });
    }
  });

  it.each(['nope', 'reference_javascript_v9', 'reference_python_v1', '', 'Home', 'toString', '__proto__'])(
    'throws for the unknown id %j',
    (id) => {
      expect(() => getMenu(id)).toThrow(new Error('No menu found for this menuId'));
    },
  );
});
