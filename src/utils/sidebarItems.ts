/**
 * Turns a typed guide menu into Docusaurus sidebar items. sidebars.ts uses it at
 * build time (with a resolver that finds the page file of an href); the home
 * page uses it in the browser (no resolver: every entry is a link).
 */
import type {GuideMenu, MenuEntry, MenuLink} from '../data/menus/types';
import {isExternalUrl} from '../data/externalLinks';

export interface SidebarItemProps {
  icon?: string;
  community?: boolean;
  description?: string;
  external?: boolean;
}

export type SidebarItem =
  | {type: 'doc'; id: string; label: string; customProps?: SidebarItemProps}
  | {type: 'link'; href: string; label: string; customProps?: SidebarItemProps}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string};
      collapsible: boolean;
      collapsed: boolean;
      className?: string;
      customProps?: SidebarItemProps;
    };

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
      return withProps(
        docId !== undefined
          ? {type: 'category' as const, label: entry.name, link: {type: 'doc' as const, id: docId}, items: children, collapsible: true, collapsed: true}
          : {
              type: 'category' as const,
              label: entry.name,
              items: [{type: 'link' as const, href: entry.url, label: 'Overview'}, ...children],
              collapsible: true,
              collapsed: true,
            },
        entry,
      );
    }
    return withProps(
      docId !== undefined
        ? {type: 'doc' as const, id: docId, label: entry.name}
        : {type: 'link' as const, href: entry.url, label: entry.name},
      entry,
    );
  };

  return menu.items.map((entry: MenuEntry): SidebarItem => {
    if (entry.kind !== 'group') return toItem(entry);
    // A group heading that carries the url of a page of its own area links to it.
    const docId = entry.url !== undefined ? resolve(entry.url) : undefined;
    return {
      type: 'category',
      label: entry.name,
      ...(docId !== undefined ? {link: {type: 'doc' as const, id: docId}} : {}),
      items: entry.items.map(toItem),
      collapsible: false,
      collapsed: false,
      className: 'menu-group',
    };
  });
}
