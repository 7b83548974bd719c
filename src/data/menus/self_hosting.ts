import {group, link, type MenuEntry} from './types';

/** The entries of the "self_hosting" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/self-hosting'),
  link('Self-Hosting with Docker', '/guides/self-hosting/docker'),
  group('Auth Server', [
    link('Reference', '/reference/self-hosting-auth/introduction'),
    link('Configuration', '/guides/self-hosting/auth/config'),
  ]),
  group('Storage Server', [
    link('Reference', '/reference/self-hosting-storage/introduction'),
    link('Configuration', '/guides/self-hosting/storage/config'),
  ]),
  group('Realtime Server', [
    link('Reference', '/reference/self-hosting-realtime/introduction'),
    link('Configuration', '/guides/self-hosting/realtime/config'),
  ]),
  group('Analytics Server', [
    link('Reference', '/reference/self-hosting-analytics/introduction'),
    link('Configuration', '/guides/self-hosting/analytics/config'),
  ]),
  group('Functions Server', [link('Reference', '/reference/self-hosting-functions/introduction')]),
];
