import {group, link, type MenuEntry} from './types';

/** The entries of the "self_hosting" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/self-hosting'),
  link('Self-Hosting with Docker', '/guides/self-hosting/docker'),
  group('Configure', [
    link('Reverse proxy and HTTPS', '/guides/self-hosting/self-hosted-proxy-https'),
    link('S3 storage backend', '/guides/self-hosting/self-hosted-s3'),
    link('Edge Functions', '/guides/self-hosting/self-hosted-functions'),
    link('Restore from the platform', '/guides/self-hosting/restore-from-platform'),
  ]),
  group('Configure Auth', [
    link('Email templates', '/guides/self-hosting/custom-email-templates'),
    link('OAuth providers', '/guides/self-hosting/self-hosted-oauth'),
    link('Phone login and MFA', '/guides/self-hosting/self-hosted-phone-mfa'),
  ]),
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
  group('Functions Server', [
    link('Reference', '/reference/self-hosting-functions/introduction'),
    link('Edge Functions', '/guides/self-hosting/self-hosted-functions'),
  ]),
];
