/**
 * One sidebar per guide menu id, generated from the guide areas (src/data/guideAreas.ts)
 * and their menus in src/data/menus, read through getMenu.
 * An entry whose href lies in its own area must have a page in docs/: otherwise the
 * build stops here, naming the menu, the entry and the file it expected.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {getMenu} from './src/data/getMenu';
import {GUIDE_MENU_IDS} from './src/data/menuIds';
import {GUIDE_AREA_MENU_IDS} from './src/utils/menuIdForPath';
import {menuToSidebarItems} from './src/utils/sidebarItems';
import {pathSegments} from './src/utils/paths';
import {guideDocId} from './src/guides/guideDocs';

function ownsHref(menuId: string, href: string): boolean {
  const [root, area] = pathSegments(href);
  return root === 'guides' && area !== undefined && GUIDE_AREA_MENU_IDS[area] === menuId;
}

const missing: string[] = [];

const sidebars: SidebarsConfig = Object.fromEntries(
  GUIDE_MENU_IDS.map((menuId) => {
    const menu = getMenu(menuId);
    if (menu.kind !== 'guide') throw new Error(`sidebars.ts: menu id "${menuId}" is not a guide menu`);
    // The area's landing page (menu.url) must exist too, even where no entry lists it.
    if (
      menu.url !== undefined &&
      menuId !== 'home' &&
      ownsHref(menuId, menu.url) &&
      guideDocId(menu.url) === undefined
    ) {
      missing.push(`menu "${menuId}" (src/data/menus/${menuId}.ts) has url ${menu.url}, which has no page`);
    }
    const items = menuToSidebarItems(menu, (href) => {
      if (menuId === 'home' || !ownsHref(menuId, href)) return undefined;
      const id = guideDocId(href);
      if (id === undefined) {
        const rel = pathSegments(href).slice(1).join('/');
        missing.push(
          `menu "${menuId}" (src/data/menus/${menuId}.ts) links ${href}: expected docs/${rel}.mdx or docs/${rel}/index.mdx`,
        );
      }
      return id;
    });
    return [menuId, items];
  }),
) as SidebarsConfig;

if (missing.length > 0) {
  throw new Error(`sidebars.ts: ${missing.length} menu entries have no page:\n  - ${missing.join('\n  - ')}`);
}

export default sidebars;
