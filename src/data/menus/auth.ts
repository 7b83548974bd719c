import {group, link, type MenuEntry} from './types';

/** The entries of the "auth" side menu; its title, icon and landing page are in src/data/guideAreas.ts. */
export const items: readonly MenuEntry[] = [
  link('Overview', '/guides/auth'),
  link('Architecture', '/guides/auth/architecture'),
  group('Getting Started', [
    link('Next.js', '/guides/auth/quickstarts/nextjs'),
    link('React', '/guides/auth/quickstarts/react'),
    link('React Native', '/guides/auth/quickstarts/react-native'),
  ]),
  group('Concepts', [
    link('Users', '/guides/auth/users'),
    link('Identities', '/guides/auth/identities'),
    link('Sessions', '/guides/auth/sessions', {
      items: [
        link('Implicit flow', '/guides/auth/sessions/implicit-flow'),
        link('PKCE flow', '/guides/auth/sessions/pkce-flow'),
      ],
    }),
  ]),
  group('Flows (How-tos)', [
    link('Server-Side Rendering', '/guides/auth/server-side', {
      items: [
        link('Next.js guide', '/guides/auth/server-side/nextjs'),
        link('SvelteKit guide', '/guides/auth/server-side/sveltekit'),
        link('Creating a client', '/guides/auth/server-side/creating-a-client'),
        link('Migrating from Auth Helpers', '/guides/auth/server-side/migrating-to-ssr-from-auth-helpers'),
        link('Advanced guide', '/guides/auth/server-side/advanced-guide'),
      ],
    }),
    link('Password-based', '/guides/auth/passwords'),
    link('Email (Magic Link or OTP)', '/guides/auth/auth-email-passwordless'),
    link('Phone Login', '/guides/auth/phone-login', {
      items: [
        link('MessageBird', '/guides/auth/phone-login/messagebird', {
          description: 'Cloud communications platform for sending SMS one-time passwords.',
        }),
        link('Twilio', '/guides/auth/phone-login/twilio', {
          description: 'Programmable SMS and WhatsApp messaging, with or without Twilio Verify.',
        }),
        link('Vonage', '/guides/auth/phone-login/vonage', {
          description: 'Vonage (formerly Nexmo) communications API for SMS one-time passwords.',
        }),
        link('Textlocal', '/guides/auth/phone-login/textlocal', {
          community: true,
          description: 'UK-based bulk SMS provider, maintained by the community.',
        }),
      ],
    }),
    link('Social Login (OAuth)', '/guides/auth/social-login', {
      items: [
        link('Google', '/guides/auth/social-login/auth-google', {icon: 'google'}),
        link('Facebook', '/guides/auth/social-login/auth-facebook', {icon: 'facebook'}),
        link('Apple', '/guides/auth/social-login/auth-apple', {icon: 'apple'}),
        link('Azure (Microsoft)', '/guides/auth/social-login/auth-azure', {icon: 'azure'}),
        link('Twitter', '/guides/auth/social-login/auth-twitter', {icon: 'twitter'}),
        link('GitHub', '/guides/auth/social-login/auth-github', {icon: 'github'}),
        link('Gitlab', '/guides/auth/social-login/auth-gitlab', {icon: 'gitlab'}),
        link('Bitbucket', '/guides/auth/social-login/auth-bitbucket', {icon: 'bitbucket'}),
        link('Discord', '/guides/auth/social-login/auth-discord', {icon: 'discord'}),
        link('Figma', '/guides/auth/social-login/auth-figma', {icon: 'figma'}),
        link('Kakao', '/guides/auth/social-login/auth-kakao', {icon: 'kakao'}),
        link('Keycloak', '/guides/auth/social-login/auth-keycloak', {icon: 'keycloak'}),
        link('LinkedIn', '/guides/auth/social-login/auth-linkedin', {icon: 'linkedin'}),
        link('Notion', '/guides/auth/social-login/auth-notion', {icon: 'notion'}),
        link('Slack', '/guides/auth/social-login/auth-slack', {icon: 'slack'}),
        link('Spotify', '/guides/auth/social-login/auth-spotify', {icon: 'spotify'}),
        link('Twitch', '/guides/auth/social-login/auth-twitch', {icon: 'twitch'}),
        link('WorkOS', '/guides/auth/social-login/auth-workos', {icon: 'workos'}),
        link('Zoom', '/guides/auth/social-login/auth-zoom', {icon: 'zoom'}),
      ],
    }),
    link('Custom OAuth/OIDC Providers', '/guides/auth/custom-oauth-providers'),
    link('Web3 (Ethereum, Solana)', '/guides/auth/auth-web3'),
    link('Enterprise SSO', '/guides/auth/enterprise-sso', {
      items: [link('SAML 2.0', '/guides/auth/enterprise-sso/auth-sso-saml')],
    }),
    link('Anonymous Sign-Ins', '/guides/auth/auth-anonymous'),
    link('Mobile Deep Linking', '/guides/auth/native-mobile-deep-linking'),
    link('Identity Linking', '/guides/auth/auth-identity-linking'),
    link('Multi-Factor Authentication', '/guides/auth/auth-mfa'),
    link('Signout', '/guides/auth/signout'),
  ]),
  group('OAuth 2.1 Server', [
    link('Overview', '/guides/auth/oauth-server'),
    link('Getting started', '/guides/auth/oauth-server/getting-started'),
    link('OAuth flows', '/guides/auth/oauth-server/oauth-flows'),
    link('MCP authentication', '/guides/auth/oauth-server/mcp-authentication'),
  ]),
  group('Third-Party Auth', [
    link('Overview', '/guides/auth/third-party/overview'),
    link('Firebase Auth', '/guides/auth/third-party/firebase-auth'),
    link('AWS Cognito (Amplify)', '/guides/auth/third-party/aws-cognito'),
    link('WorkOS', '/guides/auth/third-party/workos'),
    link('Auth0', '/guides/integrations/auth0'),
    link('Clerk', '/guides/integrations/clerk'),
  ]),
  group('Configuration', [
    link('General Configuration', '/guides/auth/general-configuration'),
    link('Email Templates', '/guides/auth/auth-email-templates'),
    link('Redirect URLs', '/guides/auth/redirect-urls'),
    link('Auth Hooks', '/guides/auth/auth-hooks', {
      items: [
        link('Custom Access Token', '/guides/auth/auth-hooks/custom-access-token-hook'),
        link('Send SMS', '/guides/auth/auth-hooks/send-sms-hook'),
        link('Send Email', '/guides/auth/auth-hooks/send-email-hook'),
        link('MFA Verification Attempt', '/guides/auth/auth-hooks/mfa-verification-hook'),
        link('Password Verification Attempt', '/guides/auth/auth-hooks/password-verification-hook'),
        link('Before User Created', '/guides/auth/auth-hooks/before-user-created-hook'),
      ],
    }),
    link('Custom SMTP', '/guides/auth/auth-smtp'),
    link('User Management', '/guides/auth/managing-user-data'),
  ]),
  group('Security', [
    link('Password Security', '/guides/auth/password-security'),
    link('Rate Limits', '/guides/auth/rate-limits'),
    link('Bot Detection (CAPTCHA)', '/guides/auth/auth-captcha'),
    link('JWTs', '/guides/auth/jwts'),
    link('JWT Signing Keys', '/guides/auth/signing-keys'),
    link('JWT Claims Reference', '/guides/auth/jwt-fields'),
    link('Row Level Security', '/guides/database/postgres/row-level-security'),
    link('Column Level Security', '/guides/database/postgres/column-level-security'),
    link('Custom Claims & RBAC', '/guides/database/postgres/custom-claims-and-role-based-access-control-rbac'),
    link('Audit Logs', '/guides/auth/audit-logs'),
  ]),
  group('Debugging', [
    link('Error Codes', '/guides/auth/debugging/error-codes'),
    link('Troubleshooting', '/guides/auth/troubleshooting'),
  ]),
  group('Auth UI', [
    link('Auth UI (Deprecated)', '/guides/auth/auth-helpers/auth-ui'),
    link('Flutter Auth UI', '/guides/auth/auth-helpers/flutter-auth-ui'),
  ]),
];
