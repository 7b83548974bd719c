import {checkGuideAreas, GUIDE_AREAS, SITE_REGISTRY, type GuideArea, type SiteRegistry} from '../guideAreas';
import {getMenu} from '../getMenu';
import {homeMenuItems} from '../menus/home';
import {GUIDE_MENUS, guideMenus} from '../menus';
import {group, link, type MenuEntry, type MenuLink} from '../menus/types';
import {menuIds, MENU_IDS} from '../menuIds';
import {PRODUCT_AREAS, productAreas} from '../productAreas';
import {REFERENCES, referencesFromRegistry} from '../references';
import {sectionsFile} from '../../reference/sectionsLoader';
import {TOP_MENU, topMenu, topMenuLinks} from '../topMenu';
import {menuIdForPath} from '../../utils/menuIdForPath';
import {isIconName} from '../icons';

const area = (id: string) => GUIDE_AREAS.find((a) => a.id === id) as GuideArea;

describe('guide areas: the labels of the spec and the content plan', () => {
  it('are the menu ids of the spec, each once', () => {
    expect(GUIDE_AREAS.map((a) => a.id).sort()).toEqual([
      'ai',
      'analytics',
      'api',
      'auth',
      'database',
      'functions',
      'gettingstarted',
      'graphql',
      'home',
      'integrations',
      'platform',
      'realtime',
      'resources',
      'self_hosting',
      'storage',
      'supabase_cli',
    ]);
  });

  // Content plan: "### <id> — icon <icon>, title "<title>", url <url>" and the path → menu id mapping.
  it.each([
    ['home', 'home', 'Home', '/', undefined],
    ['gettingstarted', 'getting-started', 'Start with Supabase', '/guides/getting-started', 'getting-started'],
    ['auth', 'auth', 'Auth', undefined, 'auth'],
    ['database', 'database', 'Database', '/guides/database/overview', 'database'],
    ['api', 'rest', 'REST API', '/guides/api', 'api'],
    ['graphql', 'graphql', 'GraphQL', '/guides/graphql', 'graphql'],
    ['functions', 'edge-functions', 'Edge Functions', '/guides/functions', 'functions'],
    ['realtime', 'realtime', 'Realtime', '/guides/realtime', 'realtime'],
    ['storage', 'storage', 'Storage', '/guides/storage', 'storage'],
    ['ai', 'ai', 'AI & Vectors', '/guides/ai', 'ai'],
    ['supabase_cli', 'dev-cli', 'Local Dev / CLI', '/guides/cli', 'cli'],
    ['platform', 'platform', 'Platform', '/guides/platform', 'platform'],
    ['resources', 'resources', 'Resources', '/guides/resources', 'resources'],
    ['self_hosting', 'self-hosting', 'Self-Hosting', '/guides/self-hosting', 'self-hosting'],
    ['integrations', 'integrations', 'Integrations', '/guides/integrations', 'integrations'],
    ['analytics', 'analytics', 'Analytics', '/guides/analytics', 'analytics'],
  ])('%s: icon %s, menu title %j, url %j, folder under /guides/ %j', (id, icon, title, url, segment) => {
    const menu = GUIDE_MENUS[id as keyof typeof GUIDE_MENUS];
    expect({icon: menu.icon, title: menu.title, url: menu.url}).toEqual({icon, title, url});
    expect(area(id).pathSegment).toBe(segment);
  });

  it("gives the home menu the content plan's entries, in order", () => {
    const items = homeMenuItems(SITE_REGISTRY);
    const links = items.filter((e): e is MenuLink => e.kind === 'link').map((l) => [l.name, l.url]);
    expect(links.slice(0, 16)).toEqual([
      ['Home', '/'],
      ['Getting Started', '/guides/getting-started'],
      ['Database', '/guides/database/overview'],
      ['REST API', '/guides/api'],
      ['GraphQL', '/guides/graphql'],
      ['Auth', '/guides/auth'],
      ['Edge Functions', '/guides/functions'],
      ['Realtime', '/guides/realtime'],
      ['Storage', '/guides/storage'],
      ['AI & Vectors', '/guides/ai'],
      ['Local Dev / CLI', '/guides/cli'],
      ['Platform', '/guides/platform'],
      ['Resources', '/guides/resources'],
      ['Self-Hosting', '/guides/self-hosting'],
      ['Integrations', '/guides/integrations'],
      ['Analytics', '/guides/analytics'],
    ]);
    const groups = items.filter((e) => e.kind === 'group');
    expect(groups.map((g) => [g.name, g.items.map((i) => [i.name, i.url, i.community === true])])).toEqual([
      [
        'Client Library Reference',
        [
          ['JavaScript', '/reference/javascript/introduction', false],
          ['Flutter', '/reference/dart/introduction', false],
          ['Swift', '/reference/swift/introduction', false],
          ['Python', '/reference/python/introduction', false],
          ['C#', '/reference/csharp/introduction', true],
          ['Kotlin', '/reference/kotlin/introduction', true],
        ],
      ],
      [
        'Tools reference',
        [
          ['Management API', '/reference/api/introduction', false],
          ['Supabase CLI', '/reference/cli/introduction', false],
        ],
      ],
    ]);
    expect(items[items.length - 1]).toMatchObject({kind: 'link', name: 'Status'});
    expect(GUIDE_MENUS.home.items).toEqual(items);
  });

  it('gives the product areas of the spec, with their icons, as cards opening their guides', () => {
    expect(PRODUCT_AREAS.map((p) => [p.name, p.icon, p.href])).toEqual([
      ['Database', 'database', '/guides/database/overview'],
      ['Authentication', 'auth', '/guides/auth'],
      ['Storage', 'storage', '/guides/storage'],
      ['Edge Functions', 'edge-functions', '/guides/functions'],
      ['Realtime', 'realtime', '/guides/realtime'],
      ['Vector', 'ai', '/guides/ai'],
    ]);
    for (const p of PRODUCT_AREAS) expect(p.summary.trim()).not.toBe('');
  });

  it('draws every area and every reference with an icon the Icon component has', () => {
    const missing = [
      ...GUIDE_AREAS.map((a) => [a.id, a.icon]),
      ...REFERENCES.flatMap((r) => (r.icon ? [[r.slug, r.icon]] : [])),
    ].filter(([, icon]) => !isIconName(icon));
    expect(missing).toEqual([]);
  });

  it('names one area differently in different places, as the spec does, from one entry', () => {
    expect(area('auth')).toMatchObject({
      sectionName: 'Auth',
      topMenu: {label: 'Auth'},
      productCard: {name: 'Authentication'},
    });
    expect(area('ai')).toMatchObject({
      sectionName: 'AI & Vectors',
      topMenu: {label: 'AI & Vectors'},
      productCard: {name: 'Vector'},
    });
    expect(area('supabase_cli')).toMatchObject({
      sectionName: 'Supabase CLI',
      menuTitle: 'Local Dev / CLI',
      topMenu: {label: 'Local Dev / CLI'},
    });
  });

  it("puts every area's top-menu entry where the registry says", () => {
    const all: {label: string; href?: string}[] = TOP_MENU.flatMap((item) =>
      item.href ? [{label: item.label, href: item.href}] : topMenuLinks(item),
    );
    for (const a of GUIDE_AREAS) {
      if (!('topMenu' in a)) continue;
      const entry = all.find((l) => l.label === a.topMenu.label);
      expect(entry).toMatchObject({href: 'href' in a.topMenu ? a.topMenu.href : a.href});
    }
  });
});

describe('checkGuideAreas', () => {
  const base = GUIDE_AREAS as readonly GuideArea[];
  it('accepts the registry', () => {
    expect(() => checkGuideAreas(base)).not.toThrow();
  });

  it.each([
    ['a menu id used twice', [...base, {...area('auth')}], 'menu id "auth" is used by more than one area'],
    [
      'a folder used twice',
      [...base, {...area('auth'), id: 'auth2'}],
      'path segment "auth" is used by more than one area',
    ],
    [
      'two areas at one place of a dropdown',
      [...base, {...area('auth'), id: 'x', pathSegment: 'x', productCard: undefined}],
      'top-menu position in "products" "2"',
    ],
    [
      'no Start entry',
      base.map((a) => (a.id === 'gettingstarted' ? {...a, topMenu: undefined} : a)),
      "exactly one area must be the top menu's Start entry",
    ],
    [
      'an area without a folder',
      [...base, {id: 'x', sectionName: 'X', href: '/guides/x', icon: 'x', menuTitle: 'X'}],
      'area "x" needs a pathSegment',
    ],
  ])('refuses %s, naming it', (_what, areas, message) => {
    expect(() => checkGuideAreas(areas as GuideArea[])).toThrow(message);
  });
});

describe('a new area and a new library are one entry each', () => {
  const cacheItems: readonly MenuEntry[] = [
    link('Overview', '/guides/edge-cache'),
    group('Guides', [link('Purging', '/guides/edge-cache/purging')]),
  ];
  const edgeCache: GuideArea = {
    id: 'edge_cache',
    sectionName: 'Edge Cache',
    pathSegment: 'edge-cache',
    href: '/guides/edge-cache',
    // An existing glyph: a new icon name is a type error until its glyph is drawn (src/components/Icon/glyphs.ts).
    icon: 'storage',
    menuTitle: 'Edge Cache',
    homeMenu: {label: 'Edge Cache'},
    topMenu: {slot: 'products', position: 3.5, label: 'Cache'},
    productCard: {position: 0, name: 'Edge Cache', summary: 'Cache responses close to your users.'},
  };
  const [ruby] = referencesFromRegistry([
    {
      slug: 'ruby',
      kind: 'client-library',
      title: 'Ruby',
      sections: 'client-libraries',
      packageName: 'supabase-rb',
      language: 'ruby',
      icon: 'api',
      versions: ['v1'],
    },
  ]);
  const registry: SiteRegistry = {
    areas: [...GUIDE_AREAS, edgeCache],
    references: [...REFERENCES, ruby],
    menuItems: {edge_cache: cacheItems},
  };

  it('an area without a menu file or entries is refused, naming the file to add', () => {
    expect(() => guideMenus({...registry, menuItems: {}})).toThrow(
      'Guide area "edge_cache" (src/data/guideAreas.ts) has no menu: add src/data/menus/edge_cache.ts',
    );
  });

  it('passes the registry checks', () => {
    expect(() => checkGuideAreas(registry.areas)).not.toThrow();
  });

  it('adds their menu ids, with section names', () => {
    const ids = menuIds(registry);
    expect(ids).toEqual([
      ...MENU_IDS.slice(0, GUIDE_AREAS.length),
      'edge_cache',
      ...MENU_IDS.slice(GUIDE_AREAS.length),
      'reference_ruby_v1',
    ]);
    expect(getMenu('edge_cache', registry)).toMatchObject({
      kind: 'guide',
      sectionName: 'Edge Cache',
      title: 'Edge Cache',
      url: '/guides/edge-cache',
      items: cacheItems,
    });
    expect(getMenu('reference_ruby_v1', registry)).toMatchObject({
      kind: 'reference',
      sectionName: 'Ruby',
      path: '/reference/ruby',
      specFile: 'reference/ruby/_spec.yml',
    });
    expect(guideMenus(registry).edge_cache.icon).toBe('storage');
  });

  it('resolves their paths', () => {
    expect(menuIdForPath('/guides/edge-cache/purging', registry)).toBe('edge_cache');
    expect(menuIdForPath('/reference/ruby/start', registry)).toBe('reference_ruby_v1');
    expect(menuIdForPath('/guides/auth/users', registry)).toBe('auth');
  });

  it('places the area in the top menu where it says, and the library among the client libraries', () => {
    const menu = topMenu(registry);
    const products = topMenuLinks(menu.find((i) => i.label === 'Products')!);
    expect(products.map((l) => l.label)).toEqual([
      'Database',
      'Auth',
      'Storage',
      'Cache',
      'Edge Functions',
      'Realtime',
      'AI & Vectors',
    ]);
    expect(products[3]).toEqual({label: 'Cache', href: '/guides/edge-cache', icon: 'storage', level: 'edge_cache'});
    const reference = menu.find((i) => i.label === 'Reference')!;
    expect(reference.sections![0].items.at(-1)).toEqual({
      label: 'Ruby',
      href: '/reference/ruby/introduction',
      icon: 'api',
      level: 'reference_ruby',
    });
  });

  it('lists both in the home menu', () => {
    const items = homeMenuItems(registry);
    expect(items.find((e) => e.kind === 'link' && e.name === 'Edge Cache')).toMatchObject({
      url: '/guides/edge-cache',
      icon: 'storage',
    });
    const libraries = items.find((e) => e.kind === 'group' && e.name === 'Client Library Reference')!;
    expect(libraries.items?.map((i) => i.name).at(-1)).toBe('Ruby');
  });

  it('shows the area as a product card at its position', () => {
    expect(productAreas(registry).map((p) => p.name)).toEqual([
      'Edge Cache',
      'Database',
      'Authentication',
      'Storage',
      'Edge Functions',
      'Realtime',
      'Vector',
    ]);
  });

  it('gives the library the sections list its entry names', () => {
    expect(sectionsFile('client-libraries', registry.references)).toBe('reference/_common/client-libraries.json');
  });

  it("leaves the site's own lists as they are", () => {
    expect(MENU_IDS).not.toContain('edge_cache');
    expect(topMenuLinks(TOP_MENU.find((i) => i.label === 'Products')!).map((l) => l.label)).not.toContain('Cache');
    expect(PRODUCT_AREAS.map((p) => p.name)).not.toContain('Edge Cache');
  });
});

describe('icons of the registries', () => {
  it('refuses a reference whose icon has no glyph, naming the entry and the icon', () => {
    expect(() =>
      referencesFromRegistry([
        {
          slug: 'ruby',
          kind: 'client-library',
          title: 'Ruby',
          sections: 'client-libraries',
          language: 'ruby',
          icon: 'ruby',
          versions: ['v1'],
        },
      ]),
    ).toThrow('entry 1 ("ruby"): icon "ruby" has no glyph');
  });
});
