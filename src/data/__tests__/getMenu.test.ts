import {getMenu} from '../getMenu';
import {GUIDE_MENU_IDS, MENU_IDS, sectionName} from '../menuIds';

const SPEC_REFERENCE_IDS = [
  'reference_javascript_v1', 'reference_javascript_v2', 'reference_dart_v1', 'reference_dart_v2',
  'reference_csharp_v0', 'reference_csharp_v1', 'reference_python_v2', 'reference_swift_v1', 'reference_swift_v2',
  'reference_kotlin_v1', 'reference_kotlin_v2', 'reference_cli', 'reference_api',
  'reference_self_hosting_auth', 'reference_self_hosting_storage', 'reference_self_hosting_realtime',
  'reference_self_hosting_analytics', 'reference_self_hosting_functions',
];

describe('menu ids', () => {
  it('are exactly the spec table: 16 guide ids and every reference id', () => {
    expect(GUIDE_MENU_IDS).toHaveLength(16);
    expect([...MENU_IDS].sort()).toEqual([...GUIDE_MENU_IDS, ...SPEC_REFERENCE_IDS].sort());
  });

  it.each([
    ['home', 'Home'], ['gettingstarted', 'Getting Started'], ['database', 'Database'], ['api', 'REST API'],
    ['graphql', 'GraphQL'], ['auth', 'Auth'], ['functions', 'Edge Functions'], ['realtime', 'Realtime'],
    ['analytics', 'Analytics'], ['storage', 'Storage'], ['ai', 'AI & Vectors'], ['supabase_cli', 'Supabase CLI'],
    ['platform', 'Platform'], ['resources', 'Resources'], ['self_hosting', 'Self-Hosting'], ['integrations', 'Integrations'],
    ['reference_api', 'Management API Reference'], ['reference_dart_v1', 'Flutter'], ['reference_cli', 'Supabase CLI'],
  ])('section name of %s is %s', (id, name) => {
    expect(sectionName(id)).toBe(name);
  });
});

describe('getMenu', () => {
  it('returns a guide menu for every guide id', () => {
    for (const id of GUIDE_MENU_IDS) {
      const menu = getMenu(id);
      expect(menu.kind).toBe('guide');
      expect(menu.id).toBe(id);
    }
  });

  it('returns the reference spec entry of a reference id', () => {
    const menu = getMenu('reference_javascript_v1');
    expect(menu).toMatchObject({
      kind: 'reference',
      id: 'reference_javascript_v1',
      type: 'reference',
      commonSectionsFile: 'reference/_common/client-libraries.json',
      specFile: 'reference_javascript_versioned_docs/version-v1/_spec.yml',
      path: '/reference/javascript/v1',
    });
    expect(getMenu('reference_javascript_v2')).toMatchObject({specFile: 'reference/javascript/_spec.yml', path: '/reference/javascript'});
    expect(getMenu('reference_cli')).toMatchObject({commonSectionsFile: 'reference/_common/cli.json', path: '/reference/cli'});
  });

  it.each(['nope', 'reference_javascript_v3', 'reference_python_v1', '', 'Home'])('throws for the unknown id %j', (id) => {
    expect(() => getMenu(id)).toThrow(new Error('No menu found for this menuId'));
  });
});
