import {group, link, type MenuEntry} from './types';

/** The entries of the "integrations" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/integrations/integrations'),
  group('OAuth Apps (Beta)', [
    link('Publish an OAuth App', '/guides/integrations/oauth-apps/publish-an-oauth-app'),
    link('Authorize an OAuth App', '/guides/integrations/oauth-apps/authorize-an-oauth-app'),
  ]),
  group('Build on Supabase', [link('Supabase for Platforms', '/guides/integrations/supabase-for-platforms')]),
  group('Auth', [
    link('Auth0', '/guides/integrations/auth0'),
    link('Authsignal', '/guides/integrations/authsignal'),
    link('Clerk', '/guides/integrations/clerk'),
    link('keyri', '/guides/integrations/keyri'),
    link('Passage', '/guides/integrations/passage'),
    link('Stytch', '/guides/integrations/stytch'),
    link('SuperTokens', '/guides/integrations/supertokens'),
  ]),
  group('Caching / Offline-first', [link('Polyscale', '/guides/integrations/polyscale')]),
  group('Developer Tools', [
    link('Cloudflare Workers', '/guides/integrations/cloudflare-workers'),
    link('Estuary', '/guides/integrations/estuary'),
    link('OpenAI', '/guides/ai/examples/openai'),
    link('pgMustard', '/guides/integrations/pgmustard'),
    link('Prisma', '/guides/integrations/prisma'),
    link('Sequin', '/guides/integrations/sequin'),
    link('Snaplet', '/guides/integrations/snaplet'),
    link('Vercel', '/guides/integrations/vercel'),
    link('Upstash Redis', '/guides/functions/examples/upstash-redis'),
    link('WeWeb', '/guides/integrations/weweb'),
    link('Zuplo', '/guides/integrations/zuplo'),
  ]),
  group('Low-code', [
    link('Appsmith', '/guides/integrations/appsmith'),
    link('Bracket', '/guides/integrations/bracket'),
    link('DhiWise', '/guides/integrations/dhiwise'),
    link('Directus', '/guides/integrations/directus'),
    link('Draftbit', '/guides/integrations/draftbit'),
    link('FlutterFlow', '/guides/integrations/flutterflow'),
    link('Forest Admin', '/guides/integrations/forestadmin'),
    link('Plasmic', '/guides/integrations/plasmic'),
    link('ILLA', '/guides/integrations/illa'),
  ]),
  group('Messaging', [link('OneSignal', '/guides/integrations/onesignal')]),
];
