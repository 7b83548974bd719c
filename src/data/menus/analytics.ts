import {group, link, type GuideMenu} from './types';

export const menu: GuideMenu = {
  id: 'analytics',
  title: 'Analytics',
  icon: 'analytics',
  url: '/guides/analytics',
  items: [
    link('Overview', '/guides/analytics'),
    link('Logs Explorer', '/guides/analytics/logs-explorer'),
    link('Querying logs with SQL', '/guides/analytics/querying-logs'),
    link('Example queries', '/guides/analytics/example-queries'),
    group('Reference', [link('Log tables and fields', '/guides/platform/logs')]),
    group('Export and monitor', [
      link('Log Drains', '/guides/platform/log-drains'),
      link('Metrics', '/guides/platform/metrics'),
    ]),
  ],
};
