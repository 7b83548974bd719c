import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {GUIDE_MENUS} from '../../data/menus';
import {group, link, type GuideMenu} from '../../data/menus/types';
import {menuToPropSidebarItems, menuToSidebarItems, type SidebarItem, type SidebarItemConfig} from '../sidebarItems';

const menu = (items: GuideMenu['items']): GuideMenu => ({id: 'test', title: 'Test', icon: 'auth', items});

/** Every item of a sidebar, depth first. */
function allItems<T extends {type: string; items?: unknown}>(items: readonly T[]): T[] {
  return items.flatMap((item) => [item, ...(item.type === 'category' ? allItems(item.items as T[]) : [])]);
}

describe('menuToSidebarItems (sidebars.ts)', () => {
  const sample = menu([
    link('Overview', '/guides/test'),
    group('Guides', [
      link('Phone', '/guides/test/phone', {
        items: [link('Textlocal', '/guides/test/phone/textlocal', {community: true, description: 'An SMS provider.'})],
      }),
      link('Social', '/guides/test/social', {items: [link('GitHub', '/guides/test/social/github', {icon: 'github'})]}),
      link('Elsewhere', 'https://example.com/elsewhere'),
    ]),
    group('Tools', [link('Overview again', '/guides/test')], {url: '/guides/test/tools'}),
  ]);
  const docs: Record<string, string> = {
    '/guides/test': 'test/index',
    '/guides/test/phone': 'test/phone',
    '/guides/test/phone/textlocal': 'test/phone/textlocal',
    '/guides/test/tools': 'test/tools',
  };

  it('makes an owned page a doc (once), a parent a category linking its page, and a heading an open group', () => {
    expect(menuToSidebarItems(sample, (href) => docs[href])).toEqual([
      {type: 'doc', id: 'test/index', label: 'Overview'},
      {
        type: 'category',
        label: 'Guides',
        items: [
          {
            type: 'category',
            label: 'Phone',
            link: {type: 'doc', id: 'test/phone'},
            items: [
              {
                type: 'doc',
                id: 'test/phone/textlocal',
                label: 'Textlocal',
                customProps: {community: true, description: 'An SMS provider.'},
              },
            ],
            collapsible: true,
            collapsed: true,
          },
          {
            type: 'category',
            label: 'Social',
            items: [
              {type: 'link', href: '/guides/test/social', label: 'Overview'},
              {type: 'link', href: '/guides/test/social/github', label: 'GitHub', customProps: {icon: 'github'}},
            ],
            collapsible: true,
            collapsed: true,
          },
          {type: 'link', href: 'https://example.com/elsewhere', label: 'Elsewhere', customProps: {external: true}},
        ],
        collapsible: false,
        collapsed: false,
        className: 'menu-group',
      },
      {
        type: 'category',
        label: 'Tools',
        link: {type: 'doc', id: 'test/tools'},
        // The page is already a doc above: listed again, it is a link.
        items: [{type: 'link', href: '/guides/test', label: 'Overview again'}],
        collapsible: false,
        collapsed: false,
        className: 'menu-group',
      },
    ]);
  });

  it('gives Docusaurus sidebar config items (a type error here if not)', () => {
    const items: SidebarItemConfig[] = menuToSidebarItems(GUIDE_MENUS.auth, () => undefined);
    expect(items.length).toBeGreaterThan(0);
  });
});

describe('menuToPropSidebarItems (the home page)', () => {
  it("is menuToSidebarItems without a resolver, for every guide menu, typed as the theme's items", () => {
    for (const guideMenu of Object.values(GUIDE_MENUS)) {
      const items: PropSidebarItem[] = menuToPropSidebarItems(guideMenu);
      expect(items).toEqual(menuToSidebarItems(guideMenu));
    }
  });

  it("carries the home menu's icons and the Community marks of C# and Kotlin", () => {
    const items = allItems(menuToPropSidebarItems(GUIDE_MENUS.home));
    const props = (label: string) => items.find((i) => i.type !== 'html' && i.label === label)?.customProps;
    expect(props('Database')).toEqual({icon: 'database'});
    expect(props('C#')).toEqual({icon: 'csharp', community: true});
    expect(props('Kotlin')).toEqual({icon: 'kotlin', community: true});
    expect(props('Status')).toEqual({external: true});
  });
});

describe('customProps of the guide menus', () => {
  const every = Object.values(GUIDE_MENUS).flatMap((m) => allItems<SidebarItem>(menuToSidebarItems(m)));

  it('reach the auth providers: 19 icons, 4 descriptions, Textlocal Community', () => {
    expect(
      every.filter(
        (i) =>
          i.customProps?.icon !== undefined && i.type === 'link' && i.href.startsWith('/guides/auth/social-login/'),
      ),
    ).toHaveLength(19);
    expect(every.filter((i) => i.customProps?.description !== undefined).map((i) => i.label)).toEqual([
      'MessageBird',
      'Twilio',
      'Vonage',
      'Textlocal',
    ]);
    expect(every.find((i) => i.label === 'Textlocal')?.customProps).toMatchObject({community: true});
  });

  // DocSidebarItem/Category is the stock category (wrapped) and draws no icon, mark or description: none may carry one.
  it('are never on a category, whose item does not draw them', () => {
    const categories = every.filter(
      (i) =>
        i.type === 'category' &&
        (i.customProps?.icon !== undefined || i.customProps?.community || i.customProps?.description !== undefined),
    );
    expect(categories.map((c) => c.label)).toEqual([]);
  });
});
