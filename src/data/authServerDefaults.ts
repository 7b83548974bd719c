/**
 * Rate-limit defaults of the self-hosted Auth server (GoTrue), as the server itself sets them when a variable is
 * not given. Read from github:supabase/auth `internal/conf/configuration.go` (and `internal/conf/saml.go` for the
 * SAML assertion limit) at the tag below; the window each number counts over is the one
 * `internal/api/apilimiter/apilimiter.go` applies at the same tag. Update the tag, the commit and the numbers
 * together. These are the server's defaults, not the limits of hosted projects (those are in limits.ts, spec §9).
 */

/** The released server version the defaults were read from. */
export const AUTH_SERVER_VERSION = 'v2.196.0';

/** The commit that tag points to, so the source can be opened exactly as it was read. */
export const AUTH_SERVER_COMMIT = '0204331ca41a5b49f076b6fa3dc6c0d20b996590';

/** Where the defaults are declared, at the pinned version. */
export const AUTH_SERVER_CONFIG_SOURCE_URL = `https://github.com/supabase/auth/blob/${AUTH_SERVER_VERSION}/internal/conf/configuration.go`;

/** The period a limit counts over. */
type RateWindow = 'hour' | '5 minutes' | 'minute';

export interface AuthServerRateLimitDefault {
  /** The environment variable, with its `GOTRUE_` prefix. */
  readonly variable: string;
  /** What the limit counts. */
  readonly what: string;
  /** The number the server uses when the variable is not set. */
  readonly defaultValue: number;
  /** The period the number counts over. */
  readonly window: RateWindow;
  /** `server`: one budget for the whole server; `client`: one budget per client IP address (see the header). */
  readonly scope: 'server' | 'client';
  /** Requests a single client may make at once before the rate applies (per-client limits only). */
  readonly burst?: number;
}

/** The header variable: it has no default, and per-client limits apply only once it names a header. */
export const AUTH_SERVER_RATE_LIMIT_HEADER = {
  variable: 'GOTRUE_RATE_LIMIT_HEADER',
  defaultValue: null,
} as const;

export const AUTH_SERVER_RATE_LIMIT_DEFAULTS: readonly AuthServerRateLimitDefault[] = [
  {
    variable: 'GOTRUE_RATE_LIMIT_EMAIL_SENT',
    what: 'Emails sent by the server (sign-up confirmations, magic links, recovery, email change, invites)',
    defaultValue: 30,
    window: 'hour',
    scope: 'server',
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_SMS_SENT',
    what: 'SMS messages sent by the server',
    defaultValue: 30,
    window: 'hour',
    scope: 'server',
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_OTP',
    what: 'Requests that send a link or code: sign-up, magic link, OTP, recovery, resend, user update',
    defaultValue: 30,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_VERIFY',
    what: 'Verifications of links and one-time codes',
    defaultValue: 30,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH',
    what: 'Token requests: password sign-in, session refresh, ID token sign-in, PKCE code exchange',
    defaultValue: 150,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_ANONYMOUS_USERS',
    what: 'Anonymous sign-ins',
    defaultValue: 30,
    window: 'hour',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_SSO',
    what: 'SSO sign-in requests',
    defaultValue: 30,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_SAML_RATE_LIMIT_ASSERTION',
    what: 'SAML assertions received from identity providers',
    defaultValue: 15,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_WEB3',
    what: 'Web3 (Ethereum, Solana) sign-ins',
    defaultValue: 30,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_PASSKEY',
    what: 'Passkey authentication requests',
    defaultValue: 30,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_RATE_LIMIT_OAUTH_DYNAMIC_CLIENT_REGISTER',
    what: 'Dynamic registrations of OAuth clients (OAuth 2.1 server)',
    defaultValue: 10,
    window: '5 minutes',
    scope: 'client',
    burst: 30,
  },
  {
    variable: 'GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY',
    what: 'MFA challenges and MFA verifications (each counted separately)',
    defaultValue: 15,
    window: 'minute',
    scope: 'client',
    burst: 30,
  },
];

/** A default as the self-hosting page states it: "30 per hour", "150 per 5 minutes per IP address, burst 30". */
export function formatAuthServerRateLimit(limit: AuthServerRateLimitDefault): string {
  const rate = `${limit.defaultValue} per ${limit.window}`;
  if (limit.scope === 'server') return `${rate} for the whole server`;
  return limit.burst !== undefined ? `${rate} per IP address, burst ${limit.burst}` : `${rate} per IP address`;
}
