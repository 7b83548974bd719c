import {getMenu} from '../getMenu';
import {GUIDE_AREAS} from '../guideAreas';
import {GUIDE_MENU_IDS, MENU_IDS, sectionName} from '../menuIds';
import {REFERENCES, referenceMenuIds} from '../references';

/** The spec's table and reference ids: the contract. A version cut adds ids; none of these may go. */
const SPEC_GUIDE_SECTION_NAMES = {
  home: 'Home',
  gettingstarted: 'Getting Started',
  database: 'Database',
  api: 'REST API',
  graphql: 'GraphQL',
  auth: 'Auth',
  functions: 'Edge Functions',
  realtime: 'Realtime',
  analytics: 'Analytics',
  storage: 'Storage',
  ai: 'AI & Vectors',
  supabase_cli: 'Supabase CLI',
  platform: 'Platform',
  resources: 'Resources',
  self_hosting: 'Self-Hosting',
  integrations: 'Integrations',
};
const SPEC_REFERENCE_IDS = [
  'reference_javascript_v1',
  'reference_javascript_v2',
  'reference_dart_v1',
  'reference_dart_v2',
  'reference_csharp_v0',
  'reference_csharp_v1',
  'reference_python_v2',
  'reference_swift_v1',
  'reference_swift_v2',
  'reference_kotlin_v1',
  'reference_kotlin_v2',
  'reference_cli',
  'reference_api',
  'reference_self_hosting_auth',
  'reference_self_hosting_storage',
  'reference_self_hosting_realtime',
  'reference_self_hosting_analytics',
  'reference_self_hosting_functions',
];

describe('menu ids', () => {
  it('are one per guide area and one per version of every reference, each once', () => {
    expect(MENU_IDS).toEqual([...GUIDE_AREAS.map((a) => a.id), ...REFERENCES.flatMap(referenceMenuIds)]);
    expect(new Set(MENU_IDS).size).toBe(MENU_IDS.length);
  });

  it("include every id of the spec's table and every reference id of the spec", () => {
    expect(MENU_IDS).toEqual(expect.arrayContaining([...Object.keys(SPEC_GUIDE_SECTION_NAMES), ...SPEC_REFERENCE_IDS]));
  });

  it.each([
    ...Object.entries(SPEC_GUIDE_SECTION_NAMES),
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

  it('gives each guide menu its landing page as url, except where the content plan gives none (auth)', () => {
    expect(getMenu('database')).toMatchObject({url: '/guides/database/overview'});
    expect(getMenu('home')).toMatchObject({url: '/'});
    expect(getMenu('auth')).not.toHaveProperty('url');
  });

  it('returns the reference spec entry of a reference id', () => {
    const menu = getMenu('reference_javascript_v1');
    expect(menu).toMatchObject({
      kind: 'reference',
      id: 'reference_javascript_v1',
      type: 'reference',
      sectionName: 'JavaScript',
      commonSectionsFile: 'reference/_common/client-libraries.json',
      specFile: 'reference_javascript_versioned_docs/version-v1/_spec.yml',
      path: '/reference/javascript/v1',
    });
    expect(getMenu('reference_cli')).toMatchObject({
      commonSectionsFile: 'reference/_common/cli.json',
      path: '/reference/cli',
    });
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
