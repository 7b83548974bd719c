/**
 * Every guide side menu, keyed by its menu id: an area's items (its menu file here) with its title, icon and url
 * (src/data/guideAreas.ts). The items live apart from the registry so that what only needs the areas (the top bar,
 * in every page's main bundle) does not carry every menu.
 */
import {SITE_REGISTRY, type GuideMenuId, type SiteRegistry} from '../guideAreas';
import {homeMenuItems} from './home';
import type {GuideMenu, MenuEntry} from './types';
import {items as gettingstarted} from './gettingstarted';
import {items as database} from './database';
import {items as api} from './api';
import {items as graphql} from './graphql';
import {items as auth} from './auth';
import {items as functions} from './functions';
import {items as realtime} from './realtime';
import {items as storage} from './storage';
import {items as ai} from './ai';
import {items as supabaseCli} from './supabase_cli';
import {items as platform} from './platform';
import {items as resources} from './resources';
import {items as selfHosting} from './self_hosting';
import {items as integrations} from './integrations';
import {items as analytics} from './analytics';

/** Each area's menu entries by menu id (the file is src/data/menus/<id>.ts). */
export const MENU_ITEMS: Readonly<Record<string, readonly MenuEntry[]>> = {
  gettingstarted,
  database,
  api,
  graphql,
  auth,
  functions,
  realtime,
  storage,
  ai,
  supabase_cli: supabaseCli,
  platform,
  resources,
  self_hosting: selfHosting,
  integrations,
  analytics,
};

function itemsOf(id: string, items: Readonly<Record<string, readonly MenuEntry[]>>): readonly MenuEntry[] {
  const found = items[id];
  if (!found)
    throw new Error(
      `Guide area "${id}" (src/data/guideAreas.ts) has no menu: add src/data/menus/${id}.ts and list it in MENU_ITEMS (src/data/menus/index.ts).`,
    );
  return found;
}

export function guideMenus(registry: SiteRegistry): Record<string, GuideMenu> {
  const items = {...MENU_ITEMS, ...registry.menuItems};
  return Object.fromEntries(
    registry.areas.map((area): [string, GuideMenu] => [
      area.id,
      {
        id: area.id,
        title: area.menuTitle,
        icon: area.icon,
        ...(area.menuHeadingLinks === false ? {} : {url: area.href}),
        items: area.menuItems === 'home' ? homeMenuItems(registry) : itemsOf(area.id, items),
      },
    ]),
  );
}

export const GUIDE_MENUS = guideMenus(SITE_REGISTRY) as Readonly<Record<GuideMenuId, GuideMenu>>;
