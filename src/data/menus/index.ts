/** Every guide side menu, keyed by its menu id: an area's items with its title, icon and url (src/data/guideAreas.ts). */
import {SITE_REGISTRY, type GuideMenuId, type SiteRegistry} from '../guideAreas';
import {homeMenuItems} from './home';
import type {GuideMenu} from './types';

export function guideMenus(registry: SiteRegistry): Record<string, GuideMenu> {
  return Object.fromEntries(
    registry.areas.map((area): [string, GuideMenu] => [
      area.id,
      {
        id: area.id,
        title: area.menuTitle,
        icon: area.icon,
        ...(area.menuHeadingLinks === false ? {} : {url: area.href}),
        items: area.menuItems === 'home' ? homeMenuItems(registry) : area.menuItems,
      },
    ]),
  );
}

export const GUIDE_MENUS = guideMenus(SITE_REGISTRY) as Readonly<Record<GuideMenuId, GuideMenu>>;
