import {group, link, type MenuEntry} from './types';

/** The entries of the "analytics" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/analytics'),
  link('Reports', '/guides/analytics/reports'),
  link('Logs Explorer', '/guides/analytics/logs-explorer'),
  link('Querying logs with SQL', '/guides/analytics/querying-logs'),
  link('Advanced log filtering', '/guides/analytics/advanced-log-filtering'),
  link('Example queries', '/guides/analytics/example-queries'),
  group('Reference', [link('Log tables and fields', '/guides/platform/logs')]),
  group('Export and monitor', [
    link('Log Drains', '/guides/platform/log-drains'),
    link('Metrics', '/guides/platform/metrics'),
    link('Monitoring with Grafana', '/guides/analytics/grafana'),
  ]),
];
