/**
 * The platform limits as the guides show them, from src/data/limits.ts: the one source of the Limits
 * components (src/components/Limits) and of their Markdown copies (src/plugins/content/markdown-copies/guideComponents.ts).
 */
import {
  AUTH_RATE_LIMITS,
  BRANCHING_INACTIVITY_MINUTES,
  FREE_TIER_PAUSE_AFTER_WEEKS,
  formatAuthRateLimit,
  formatMinutes,
  formatWeeks,
  formatRealtimeLimit,
  getRealtimeLimit,
  REALTIME_LIMITS,
  REALTIME_PLANS,
  type RealtimeLimitId,
  type RealtimePlan,
} from '../data/limits';
import {
  AUTH_SERVER_RATE_LIMIT_DEFAULTS,
  AUTH_SERVER_RATE_LIMIT_HEADER,
  AUTH_SERVER_VERSION,
  formatAuthServerRateLimit,
} from '../data/authServerDefaults';
import {
  formatLocalRateLimit,
  hostedLimitOf,
  localDefault,
  LOCAL_AUTH_RATE_LIMITS,
  LOCAL_DEFAULTS_CLI_VERSION,
  type LocalRateLimitKey,
} from '../data/localAuthRateLimits';

/** A table as text: its column headings and, per row, one string per column (the first names the row). */
export interface TextTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The auth rate limits: one row per item, with its limit as the spec states it. */
export const AUTH_RATE_LIMITS_TABLE: TextTable = {
  columns: ['Item', 'Limit'],
  rows: AUTH_RATE_LIMITS.map((row) => [row.item, formatAuthRateLimit(row)]),
};

/** "5 minutes": how long a preview branch may sit idle before it is paused. */
export const BRANCHING_INACTIVITY_PERIOD = formatMinutes(BRANCHING_INACTIVITY_MINUTES);

/** "1 week": how long a free-tier project may sit idle before it is paused. */
export const FREE_TIER_PAUSE_PERIOD = formatWeeks(FREE_TIER_PAUSE_AFTER_WEEKS);

/**
 * The self-hosted Auth server's rate-limit variables with the defaults of the pinned server version
 * (src/data/authServerDefaults.ts): the header first, then one row per limit. The first column is a variable name.
 */
export const AUTH_SERVER_RATE_LIMITS_TABLE: TextTable = {
  columns: ['Variable', 'What it limits', `Default (Auth ${AUTH_SERVER_VERSION})`],
  rows: [
    [
      AUTH_SERVER_RATE_LIMIT_HEADER.variable,
      'Request header that carries the client IP address the per-IP limits count by, such as X-Forwarded-For behind a proxy',
      'Not set: the per-IP limits below are not applied',
    ],
    ...AUTH_SERVER_RATE_LIMIT_DEFAULTS.map((limit) => [limit.variable, limit.what, formatAuthServerRateLimit(limit)]),
  ],
};

/** The Realtime limits: one row per limit, one column per plan. */
export const REALTIME_LIMITS_TABLE: TextTable = {
  columns: ['Limit', ...REALTIME_PLANS],
  rows: REALTIME_LIMITS.map((limit) => [limit.item, ...REALTIME_PLANS.map((plan) => formatRealtimeLimit(limit, plan))]),
};

/** Whether a string names a published Realtime plan. */
function isRealtimePlan(plan: string): plan is RealtimePlan {
  return (REALTIME_PLANS as readonly string[]).includes(plan);
}

/** One Realtime limit of one plan as text ("200", "256 KB"); throws on an unknown limit id or plan. */
export function realtimeLimitText(id: string, plan: string): string {
  if (!isRealtimePlan(plan)) throw new Error(`Unknown Realtime plan: ${plan}`);
  return formatRealtimeLimit(getRealtimeLimit(id as RealtimeLimitId), plan);
}

/**
 * `config.toml`'s `[auth.rate_limit]` keys (src/data/localAuthRateLimits.ts): the local stack's default beside the
 * Management API field and, where the spec has the same limit, a hosted project's. The first column is a key.
 */
export const LOCAL_AUTH_RATE_LIMITS_TABLE: TextTable = {
  columns: [
    'config.toml key',
    'What it counts',
    `Local default (supabase init, CLI ${LOCAL_DEFAULTS_CLI_VERSION})`,
    'Hosted project default',
    'Management API field',
  ],
  rows: LOCAL_AUTH_RATE_LIMITS.map((limit) => {
    const hosted = hostedLimitOf(limit.key);
    return [
      limit.key,
      limit.counts,
      formatLocalRateLimit(limit),
      hosted ? formatAuthRateLimit(hosted) : 'Set in the dashboard',
      limit.apiField,
    ];
  }),
};

/** A key's local default as a number ("2"), or '' for an unknown key (the Markdown copy of a typo stays empty). */
export function localAuthDefaultText(key: string): string {
  const known = LOCAL_AUTH_RATE_LIMITS.some((l) => l.key === key);
  return known ? String(localDefault(key as LocalRateLimitKey)) : '';
}

/** The hosted limit of the same setting as the spec states it ("3 per hour"), or '' when the spec has none. */
export function hostedAuthDefaultText(key: string): string {
  const known = LOCAL_AUTH_RATE_LIMITS.some((l) => l.key === key);
  const hosted = known ? hostedLimitOf(key as LocalRateLimitKey) : undefined;
  return hosted ? formatAuthRateLimit(hosted) : '';
}
