/** The site footer's link columns (docusaurus.config.ts maps them to the theme's footer). */
import {CHANGELOG_URL, DASHBOARD_URL, INTEGRATIONS_URL, STATUS_URL} from './externalLinks';

export interface FooterColumn {
  readonly title: string;
  readonly links: readonly {readonly label: string; readonly href: string}[];
}

export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Documentation',
    links: [
      {label: 'Start', href: '/guides/getting-started'},
      {label: 'Client libraries', href: '/reference/javascript/introduction'},
      {label: 'CLI Commands', href: '/reference/cli/introduction'},
      {label: 'Management API', href: '/reference/api/introduction'},
    ],
  },
  {
    title: 'Platform',
    links: [
      {label: 'Dashboard', href: DASHBOARD_URL},
      {label: 'Status', href: STATUS_URL},
      {label: 'Changelog', href: CHANGELOG_URL},
      {label: 'Integrations', href: INTEGRATIONS_URL},
    ],
  },
  {
    title: 'Resources',
    links: [
      {label: 'Migration guides', href: '/guides/resources'},
      {label: 'Contributing', href: '/contributing'},
    ],
  },
];
