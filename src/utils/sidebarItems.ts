/**
 * Turns a typed guide menu into Docusaurus sidebar items. sidebars.ts uses
 * `menuToSidebarItems` at build time (with a resolver that finds the page file
 * of an href); the home page uses `menuToPropSidebarItems` in the browser (no
 * resolver: every entry is a link or a category, the shape the theme renders).
 */
import type {PropSidebarItem, SidebarsConfig} from '@docusaurus/plugin-content-docs';
import type {IconName} from '../data/icons';
import type {GuideMenu, MenuEntry, MenuGroup, MenuLink} from '../data/menus/types';
import {isExternalUrl} from '../data/externalLinks';

/**
 * What an entry carries beyond its label and href, as the item's `customProps`;
 * DocSidebarItem/Link draws icon, community and description (src/components/SideMenu/SideMenuLinkLabel).
 * A type alias, not an interface, so that it is assignable to Docusaurus' `{[key: string]: unknown}`.
 */
type SidebarItemProps = {
  icon?: IconName;
  community?: boolean;
  description?: string;
  external?: boolean;
};

/** One item of a sidebar in sidebars.ts (Docusaurus exports the whole config type only). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

type LinkItem = {type: 'link'; href: string; label: string; customProps?: SidebarItemProps};
type DocItem = {type: 'doc'; id: string; label: string; customProps?: SidebarItemProps};
/** An interface, so that the item types can nest themselves (a recursive type alias may not). */
interface CategoryItem<Child> {
  type: 'category';
  label: string;
  items: Child[];
  link?: {type: 'doc'; id: string};
  collapsible: boolean;
  collapsed: boolean;
  className?: string;
  customProps?: SidebarItemProps;
}

/** An item of a guide sidebar (sidebars.ts): assignable to Docusaurus' `SidebarItemConfig`. */
export type SidebarItem = DocItem | LinkItem | CategoryItem<SidebarItem>;

/** Returns the doc id of an href that this menu owns, or undefined to render the entry as a link. */
export type DocResolver = (href: string) => string | undefined;

function props(entry: MenuLink): SidebarItemProps | undefined {
  const p: SidebarItemProps = {};
  if (entry.icon) p.icon = entry.icon;
  if (entry.community) p.community = true;
  if (entry.description) p.description = entry.description;
  if (isExternalUrl(entry.url)) p.external = true;
  return Object.keys(p).length ? p : undefined;
}

function withProps<T extends object>(item: T, entry: MenuLink): T {
  const p = props(entry);
  return p ? {...item, customProps: p} : item;
}

function linkItem(entry: MenuLink): LinkItem {
  return withProps<LinkItem>({type: 'link', href: entry.url, label: entry.name}, entry);
}

function category<Child>(entry: MenuLink, items: Child[], docId: string | undefined): CategoryItem<Child> {
  return withProps<CategoryItem<Child>>(
    {
      type: 'category',
      label: entry.name,
      ...(docId !== undefined ? {link: {type: 'doc' as const, id: docId}} : {}),
      items,
      collapsible: true,
      collapsed: true,
    },
    entry,
  );
}

/** A heading of the menu: a category that is always open, linking to `docId` when there is one. */
function groupCategory<Child>(entry: MenuGroup, items: Child[], docId: string | undefined): CategoryItem<Child> {
  return {
    type: 'category',
    label: entry.name,
    ...(docId !== undefined ? {link: {type: 'doc' as const, id: docId}} : {}),
    items,
    collapsible: false,
    collapsed: false,
    className: 'menu-group',
  };
}

/** A parent entry without a page of its own in this docs instance: its href becomes the first child, "Overview". */
function overview(entry: MenuLink): LinkItem {
  return {type: 'link', href: entry.url, label: 'Overview'};
}

export function menuToSidebarItems(menu: GuideMenu, resolveDoc: DocResolver = () => undefined): SidebarItem[] {
  // A page listed twice in one menu (e.g. "Monitoring with Sentry") is a doc once, a link after.
  const used = new Set<string>();
  const resolve = (href: string): string | undefined => {
    if (isExternalUrl(href)) return undefined;
    const id = resolveDoc(href);
    if (id === undefined || used.has(id)) return undefined;
    used.add(id);
    return id;
  };

  const toItem = (entry: MenuLink): SidebarItem => {
    const docId = resolve(entry.url);
    if (entry.items && entry.items.length > 0) {
      const children = entry.items.map(toItem);
      return docId !== undefined
        ? category(entry, children, docId)
        : category(entry, [overview(entry), ...children], undefined);
    }
    return docId !== undefined
      ? withProps<DocItem>({type: 'doc', id: docId, label: entry.name}, entry)
      : linkItem(entry);
  };

  return menu.items.map((entry: MenuEntry): SidebarItem => {
    if (entry.kind !== 'group') return toItem(entry);
    // A group heading that carries the url of a page of its own area links to it.
    const docId = entry.url !== undefined ? resolve(entry.url) : undefined;
    return groupCategory(entry, entry.items.map(toItem), docId);
  });
}

/**
 * The items of a menu rendered outside a docs instance (the home page's side menu), in the shape the theme's
 * DocSidebarItems takes: every entry is a link (no doc ids to resolve), a parent is a category whose first child
 * is its own page ("Overview"), as in menuToSidebarItems without a resolver.
 */
export function menuToPropSidebarItems(menu: GuideMenu): PropSidebarItem[] {
  type Item = LinkItem | CategoryItem<Item>;
  const toItem = (entry: MenuLink): Item =>
    entry.items && entry.items.length > 0
      ? category<Item>(entry, [overview(entry), ...entry.items.map(toItem)], undefined)
      : linkItem(entry);
  return menu.items.map((entry): Item =>
    entry.kind === 'group' ? groupCategory<Item>(entry, entry.items.map(toItem), undefined) : toItem(entry),
  );
}
