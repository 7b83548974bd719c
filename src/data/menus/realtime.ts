import {group, link, type MenuEntry} from './types';

/** The entries of the "realtime" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/realtime'),
  link('Concepts', '/guides/realtime/concepts'),
  group('Usage', [
    link('Broadcast', '/guides/realtime/broadcast'),
    link('Presence', '/guides/realtime/presence'),
    link('Postgres Changes', '/guides/realtime/postgres-changes'),
  ]),
  group('Security', [link('Authorization', '/guides/realtime/authorization')]),
  group('Configuration', [link('Settings', '/guides/realtime/settings')]),
  group('Guides', [
    link('Getting started', '/guides/realtime/getting-started'),
    link('Subscribing to Database Changes', '/guides/realtime/subscribing-to-database-changes'),
    link('Using Realtime with Next.js', '/guides/realtime/realtime-with-nextjs'),
    link('Using Realtime Presence with Flutter', '/guides/realtime/realtime-user-presence'),
    link('Listening to Postgres Changes with Flutter', '/guides/realtime/realtime-listening-flutter'),
  ]),
  group('Deep dive', [
    link('Quotas', '/guides/realtime/quotas'),
    link('Limits', '/guides/realtime/limits'),
    link('Pricing', '/guides/realtime/pricing'),
    link('Architecture', '/guides/realtime/architecture'),
    link('Message Protocol', '/guides/realtime/protocol'),
  ]),
  group('Debugging', [
    link('Operational Error Codes', '/guides/realtime/error_codes'),
    link('Troubleshooting', '/guides/realtime/troubleshooting'),
  ]),
];
