/** The site footer's link columns (docusaurus.config.ts maps them to the theme's footer), read from the top menu. */
import {DASHBOARD_URL} from './externalLinks';
import {TOP_MENU, topMenuLinks} from './topMenu';

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly {readonly label: string; readonly href: string}[];
}

/** A top-menu entry by its label, optionally shown under another label; a missing one stops the build. */
function fromTopMenu(label: string, shownAs = label): {label: string; href: string} {
  const entry = TOP_MENU.flatMap((item) =>
    item.href ? [{label: item.label, href: item.href}] : topMenuLinks(item),
  ).find((l) => l.label === label);
  if (!entry) throw new Error(`src/data/footer.ts: the top menu (src/data/topMenu.ts) has no entry "${label}".`);
  return {label: shownAs, href: entry.href};
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Documentation',
    links: [
      fromTopMenu('Start'),
      fromTopMenu('JavaScript', 'Client libraries'),
      fromTopMenu('CLI Commands'),
      fromTopMenu('Management API'),
    ],
  },
  {
    title: 'Platform',
    links: [
      {label: 'Dashboard', href: DASHBOARD_URL},
      fromTopMenu('Status'),
      fromTopMenu('Changelog'),
      fromTopMenu('Integrations'),
    ],
  },
  {
    title: 'Resources',
    links: [fromTopMenu('Migration guides'), fromTopMenu('Contributing')],
  },
];
