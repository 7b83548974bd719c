import {group, link, type MenuEntry} from './types';

/** The entries of the "functions" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/functions'),
  group('Getting started', [
    link('Create an Edge Function', '/guides/functions/quickstart'),
    link('Deploy to Production', '/guides/functions/deploy'),
    link('Setting up your editor', '/guides/functions/local-development'),
  ]),
  group('Guides', [
    link('Managing dependencies', '/guides/functions/import-maps'),
    link('Managing environment variables', '/guides/functions/secrets'),
    link('Integrating with Supabase Auth', '/guides/functions/auth'),
    link('Integrating with Postgres', '/guides/functions/connect-to-postgres'),
    link('Integrating with Supabase Storage', '/guides/functions/storage-caching'),
    link('Handling Routing in Functions', '/guides/functions/routing'),
    link('Running AI Models', '/guides/functions/ai-models'),
    link('Deploying with CI / CD pipelines', '/guides/functions/cicd-workflow'),
  ]),
  group('Debugging', [
    link('Local Debugging with DevTools', '/guides/functions/debugging-tools'),
    link('Logging', '/guides/functions/logging'),
    link('Troubleshooting Common Issues', '/guides/functions/troubleshooting'),
    link('Testing your Edge Functions', '/guides/functions/unit-test'),
    link('Monitoring with Sentry', '/guides/functions/examples/sentry-monitoring'),
  ]),
  group('Platform', [
    link('Regional invocations', '/guides/functions/regional-invocation'),
    link('Status codes', '/guides/functions/status-codes'),
    link('Limits', '/guides/functions/limits'),
  ]),
  group('Examples', [
    link('CORS support for invoking from the browser', '/guides/functions/cors'),
    link('Scheduling Functions', '/guides/functions/schedule-functions'),
    link('Sending Push Notifications', '/guides/functions/examples/push-notifications'),
    link('Generating AI images', '/guides/functions/examples/amazon-bedrock-image-generator'),
    link('Generating OG images', '/guides/functions/examples/og-image'),
    link('Semantic AI Search', '/guides/functions/examples/semantic-search'),
    link('CAPTCHA support with Cloudflare Turnstile', '/guides/functions/examples/cloudflare-turnstile'),
    link('Building a Discord Bot', '/guides/functions/examples/discord-bot'),
    link('Building a Telegram Bot', '/guides/functions/examples/telegram-bot'),
    link('Handling Stripe Webhooks', '/guides/functions/examples/stripe-webhooks'),
    link('Rate-limiting with Redis', '/guides/functions/examples/rate-limiting'),
    link('Taking Screenshots with Puppeteer', '/guides/functions/examples/screenshots'),
    link('Slack Bot responding to mentions', '/guides/functions/examples/slack-bot-mention'),
  ]),
  group('Third-Party Tools', [
    link('Dart Edge on Supabase', '/guides/functions/dart-edge'),
    link('Browserless.io', '/guides/functions/examples/screenshots'),
    link('Hugging Face', '/guides/ai/examples/huggingface-image-captioning'),
    link('Monitoring with Sentry', '/guides/functions/examples/sentry-monitoring'),
    link('OpenAI API', '/guides/ai/examples/openai'),
    link('Sending Emails with Resend', '/guides/functions/examples/send-emails'),
    link('Upstash Redis', '/guides/functions/examples/upstash-redis'),
    link('Type-Safe SQL with Kysely', '/guides/functions/kysely-postgres'),
  ]),
];
