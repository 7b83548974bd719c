/**
 * Writes the layout constants of src/data/layout.ts into every page's <head> as
 * CSS variables at build time, so the first paint already has the 420px side menu
 * (a variable set after hydration would shift the whole page).
 */
import type {Plugin} from '@docusaurus/types';
import {SIDE_MENU_WIDTH_PX} from '../../data/layout';

export const LAYOUT_CSS = `:root{--side-menu-width:${SIDE_MENU_WIDTH_PX}px;--doc-sidebar-width:${SIDE_MENU_WIDTH_PX}px}`;

export default function layoutVarsPlugin(): Plugin {
  return {
    name: 'layout-vars',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: LAYOUT_CSS}]};
    },
  };
}
