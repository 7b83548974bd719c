import {checkGuideAreas, GUIDE_AREAS, SITE_REGISTRY, type GuideArea, type SiteRegistry} from '../guideAreas';
import {getMenu} from '../getMenu';
import {homeMenuItems} from '../menus/home';
import {GUIDE_MENUS, guideMenus} from '../menus';
import {group, link, type MenuEntry, type MenuLink} from '../menus/types';
import {menuIds, MENU_IDS} from '../menuIds';
import {PRODUCT_AREAS, productAreas} from '../productAreas';
import {CLIENT_LIBRARIES, REFERENCES, referencesFromRegistry} from '../references';
import {isExternalUrl} from '../externalLinks';
import {GUIDE_PAGE_ROUTES, hasPage} from './sitePages';
import {SPEC_PRODUCT_AREAS, SPEC_SECTION_NAMES} from './specContract';
import {sectionsFile} from '../../features/reference/engine/sectionsLoader';
import {TOP_MENU, topMenu, topMenuLinks} from '../topMenu';
import {menuIdForPath} from '../../utils/menuIdForPath';
import {isIconName} from '../icons';

const area = (id: string) => GUIDE_AREAS.find((a) => a.id === id) as GuideArea;

/** Every url of a menu's entries, nested ones included (query strings dropped). */
function allMenuUrls(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [...(e.url ? [e.url.split('?')[0]] : []), ...allMenuUrls(e.items ?? [])]);
}

describe('guide areas: the labels of the spec and the content plan', () => {
  it('are the menu ids of the spec, each once', () => {
    const ids = GUIDE_AREAS.map((a) => a.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...ids].sort()).toEqual(Object.keys(SPEC_SECTION_NAMES).sort());
  });

  // Each area's menu, links and folder follow from its one entry, and lead to pages that exist.
  it.each(GUIDE_AREAS.map((a) => [a.id, a] as const))(
    '%s: its menu takes its title and icon, opens at a page, and owns the pages of its folder',
    (id, a: GuideArea) => {
      const menu = GUIDE_MENUS[id as keyof typeof GUIDE_MENUS];
      expect({icon: menu.icon, title: menu.title}).toEqual({icon: a.icon, title: a.menuTitle});
      expect(menu.url).toBe(a.menuHeadingLinks === false ? undefined : a.href);
      expect(hasPage(a.href) ? a.href : `no page for ${a.href}`).toBe(a.href);
      if (a.pathSegment === undefined) {
        expect(a.href).toBe('/');
        return;
      }
      // Its landing page sits in its own folder, and every page of that folder opens its menu.
      expect(menuIdForPath(a.href)).toBe(id);
      const folder = `/guides/${a.pathSegment}`;
      const pages = [...GUIDE_PAGE_ROUTES].filter((r) => r === folder || r.startsWith(`${folder}/`));
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((r) => menuIdForPath(r) !== id)).toEqual([]);
    },
  );

  it('gives the home menu one link per area and per library, in registry order, each to a page', () => {
    const items = homeMenuItems(SITE_REGISTRY);
    const links = items.filter((e): e is MenuLink => e.kind === 'link');
    const areas = GUIDE_AREAS.filter((a) => 'homeMenu' in a);
    expect(links.slice(0, areas.length).map((l) => [l.name, l.url])).toEqual(
      areas.map((a) => [a.homeMenu.label, a.href]),
    );
    const libraries = items.find((e) => e.kind === 'group' && e.name === 'Client Library Reference');
    expect(libraries?.items?.map((i) => [i.name, i.community === true])).toEqual(
      CLIENT_LIBRARIES.map((r) => [r.topMenuLabel, r.community === true]),
    );
    const internal = allMenuUrls(items).filter((u) => !isExternalUrl(u));
    expect(internal.filter((u) => !hasPage(u))).toEqual([]);
    expect(items[items.length - 1]).toMatchObject({kind: 'link', name: 'Status'});
    expect(GUIDE_MENUS.home.items).toEqual(items);
  });

  it("gives the spec's product areas, in its order, as cards drawn with their area's icon and opening its guides", () => {
    expect(PRODUCT_AREAS.map((p) => p.name)).toEqual(SPEC_PRODUCT_AREAS);
    for (const p of PRODUCT_AREAS) {
      const owner = GUIDE_AREAS.find((a) => 'productCard' in a && a.productCard.name === p.name);
      expect({icon: p.icon, href: p.href}).toEqual({icon: owner?.icon, href: owner?.href});
      expect(hasPage(p.href) ? p.href : `no page for ${p.href}`).toBe(p.href);
      expect(p.summary.trim()).not.toBe('');
    }
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
