/**
 * The `[auth.rate_limit]` table of `supabase/config.toml` as `supabase init` writes it: the local development
 * stack's defaults, stated once here. Guides render them (src/components/Limits) and a content test
 * (test/content/settingDefaults.test.ts) fails when a guide's `config.toml` block or prose gives another value.
 * Read from the CLI's `supabase init` output (the `supabase` package pinned in package.json) and its template,
 * github:supabase/cli `pkg/config/templates/config.toml`. Hosted projects start from the spec's limits
 * (limits.ts, §9): where a key counts the same thing as a spec row, `hostedItem` names that row.
 */
import {AUTH_RATE_LIMITS, type AuthRateLimit} from './limits';

/** The CLI version whose `supabase init` wrote these values. */
export const LOCAL_DEFAULTS_CLI_VERSION = '3.1.0';

export type LocalRateLimitKey =
  'email_sent' | 'sms_sent' | 'anonymous_users' | 'token_refresh' | 'sign_in_sign_ups' | 'token_verifications' | 'web3';

interface LocalAuthRateLimit {
  /** The key in `[auth.rate_limit]`. */
  readonly key: LocalRateLimitKey;
  /** The value `supabase init` writes. */
  readonly localDefault: number;
  /** What one unit of the limit is. */
  readonly counts: string;
  /** The period the number counts over. */
  readonly window: 'hour' | '5 minutes';
  /** Whether each client IP address has its own budget. */
  readonly perIp: boolean;
  /** The same setting in the Management API's Auth configuration. */
  readonly apiField: string;
  /** The spec's §9 row for the same limit on a hosted project, where there is one. */
  readonly hostedItem?: AuthRateLimit['item'];
}

export const LOCAL_AUTH_RATE_LIMITS: readonly LocalAuthRateLimit[] = [
  {
    key: 'email_sent',
    localDefault: 2,
    counts: 'Emails sent',
    window: 'hour',
    perIp: false,
    apiField: 'rate_limit_email_sent',
    hostedItem: 'Built-in e-mail sending',
  },
  {
    key: 'sms_sent',
    localDefault: 30,
    counts: 'SMS messages sent',
    window: 'hour',
    perIp: false,
    apiField: 'rate_limit_sms_sent',
  },
  {
    key: 'anonymous_users',
    localDefault: 30,
    counts: 'Anonymous sign-ins',
    window: 'hour',
    perIp: true,
    apiField: 'rate_limit_anonymous_users',
    hostedItem: 'Anonymous sign-in',
  },
  {
    key: 'token_refresh',
    localDefault: 150,
    counts: 'Sessions refreshed',
    window: '5 minutes',
    perIp: true,
    apiField: 'rate_limit_token_refresh',
    hostedItem: 'Token refresh',
  },
  {
    key: 'sign_in_sign_ups',
    localDefault: 30,
    counts: 'Sign-up and sign-in requests (anonymous sign-ins excluded)',
    window: '5 minutes',
    perIp: true,
    apiField: 'rate_limit_otp',
  },
  {
    key: 'token_verifications',
    localDefault: 30,
    counts: 'OTP and magic link verifications',
    window: '5 minutes',
    perIp: true,
    apiField: 'rate_limit_verify',
    hostedItem: 'Verification',
  },
  {
    key: 'web3',
    localDefault: 30,
    counts: 'Web3 sign-ins',
    window: '5 minutes',
    perIp: true,
    apiField: 'rate_limit_web3',
  },
];

/** The local default of a key. */
export function localDefault(key: LocalRateLimitKey): number {
  const limit = LOCAL_AUTH_RATE_LIMITS.find((l) => l.key === key);
  if (!limit) throw new Error(`No local auth rate limit named ${key}`);
  return limit.localDefault;
}

/** The spec's row for the hosted limit a key corresponds to, if any. */
export function hostedLimitOf(key: LocalRateLimitKey): AuthRateLimit | undefined {
  const item = LOCAL_AUTH_RATE_LIMITS.find((l) => l.key === key)?.hostedItem;
  return item === undefined ? undefined : AUTH_RATE_LIMITS.find((l) => l.item === item);
}

/** "30 per 5 minutes per IP address", "2 per hour". */
export function formatLocalRateLimit(limit: LocalAuthRateLimit): string {
  return `${limit.localDefault} per ${limit.window}${limit.perIp ? ' per IP address' : ''}`;
}
