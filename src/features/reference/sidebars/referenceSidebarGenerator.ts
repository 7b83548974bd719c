/**
 * sidebarItemsGenerator of the reference instances: reads the version's generated
 * menu (`generated/_data/menu.json` in the version's docs folder) and maps it to
 * sidebar items: categories become headings, parents collapsible categories.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ReferenceMenuNode} from '../engine/types';

type Item =
  | {type: 'doc'; id: string; label: string}
  | {
      type: 'category';
      label: string;
      items: Item[];
      link?: {type: 'doc'; id: string};
      collapsible: boolean;
      collapsed: boolean;
      className?: string;
    };

export function menuToReferenceSidebar(
  menu: readonly ReferenceMenuNode[],
  docIdBySlug: (slug: string) => string,
): Item[] {
  return menu.map((node): Item => {
    if (node.type === 'category') {
      return {
        type: 'category',
        label: node.title,
        items: menuToReferenceSidebar(node.items, docIdBySlug),
        collapsible: false,
        collapsed: false,
        className: 'menu-group',
      };
    }
    const id = docIdBySlug(node.slug);
    if (node.items.length === 0) return {type: 'doc', id, label: node.title};
    return {
      type: 'category',
      label: node.title,
      link: {type: 'doc', id},
      items: menuToReferenceSidebar(node.items, docIdBySlug),
      collapsible: true,
      collapsed: true,
    };
  });
}

export async function referenceSidebarItemsGenerator({version}: {version: {contentPath: string}}): Promise<Item[]> {
  const file = path.join(version.contentPath, 'generated', '_data', 'menu.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `Reference menu ${file} is missing: run "npm run gen:reference" (npm start and npm run build run it for you).`,
    );
  }
  const menu = JSON.parse(fs.readFileSync(file, 'utf8')) as ReferenceMenuNode[];
  return menuToReferenceSidebar(menu, (slug) => `generated/${slug}`);
}
