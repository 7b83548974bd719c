/**
 * Writes the layout constants of src/data/layout.ts (and the code themes' plain
 * colours) into every page's <head> as CSS variables at build time, so the first paint already has the 420px side menu
 * (a variable set after hydration would shift the whole page).
 */
import type {Plugin} from '@docusaurus/types';
import {SIDE_MENU_WIDTH_PX} from '../../../data/layout';
import {darkCodeTheme, lightCodeTheme} from '../../../data/codeThemes';

// The code themes' plain colours, for code shown before it is highlighted (src/features/reference/components/Code.tsx).
const codeVars = (theme: typeof lightCodeTheme) =>
  `--code-plain-color:${theme.plain.color};--code-plain-background:${theme.plain.backgroundColor}`;

export const LAYOUT_CSS =
  `:root{--side-menu-width:${SIDE_MENU_WIDTH_PX}px;--doc-sidebar-width:${SIDE_MENU_WIDTH_PX}px;${codeVars(lightCodeTheme)}}` +
  `[data-theme=dark]{${codeVars(darkCodeTheme)}}`;

export default function layoutVarsPlugin(): Plugin {
  return {
    name: 'layout-vars',
    injectHtmlTags() {
      return {headTags: [{tagName: 'style', innerHTML: LAYOUT_CSS}]};
    },
  };
}
