/** Platform limits and constants of the spec (§9), written once; pages render them from here. */

export interface AuthRateLimit {
  readonly item: string;
  /** Requests allowed per hour. */
  readonly perHour?: number;
  /** Word after "per hour" counts, when the limit is stated as requests ("30 requests per hour"). */
  readonly perHourNoun?: 'requests';
  /** Requests allowed in a burst above the hourly rate. */
  readonly burst?: number;
  /** Minimum wait between two requests for the same user. */
  readonly secondsBetweenRequests?: number;
  /** How long the link or code stays valid. */
  readonly validForHours?: number;
}

export const AUTH_RATE_LIMITS: readonly AuthRateLimit[] = [
  {item: 'Built-in e-mail sending', perHour: 3},
  {item: 'Magic link', secondsBetweenRequests: 60, validForHours: 1},
  {item: 'One-time password', secondsBetweenRequests: 60, validForHours: 1, perHour: 30, perHourNoun: 'requests'},
  {item: 'Signup confirmation', secondsBetweenRequests: 60},
  {item: 'Password reset', secondsBetweenRequests: 60},
  {item: 'Verification', perHour: 360, burst: 30},
  {item: 'Token refresh', perHour: 1800, burst: 30},
  {item: 'MFA', perHour: 15, burst: 30},
  {item: 'Anonymous sign-in', perHour: 30, burst: 30},
];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The limit as the spec states it: "60 seconds between requests; valid 1 hour", "360 per hour, burst 30". */
export function formatAuthRateLimit(limit: AuthRateLimit): string {
  const parts: string[] = [];
  if (limit.secondsBetweenRequests !== undefined)
    parts.push(`${plural(limit.secondsBetweenRequests, 'second')} between requests`);
  if (limit.validForHours !== undefined) parts.push(`valid ${plural(limit.validForHours, 'hour')}`);
  if (limit.perHour !== undefined) {
    const rate = `${limit.perHour} ${limit.perHourNoun ? `${limit.perHourNoun} ` : ''}per hour`;
    parts.push(limit.burst !== undefined ? `${rate}, burst ${limit.burst}` : rate);
  }
  return parts.join('; ');
}

/** Preview branches with no activity for this long are paused. */
export const BRANCHING_INACTIVITY_MINUTES = 5;

/** Free-tier projects are paused after this long without activity. */
export const FREE_TIER_PAUSE_AFTER_WEEKS = 1;

export function formatMinutes(n: number): string {
  return plural(n, 'minute');
}

export function formatWeeks(n: number): string {
  return plural(n, 'week');
}

/** The plans whose Realtime limits are published, in the order the limits table shows them. */
export const REALTIME_PLANS = ['Free', 'Pro', 'Pro (no spend cap)', 'Team', 'Enterprise'] as const;
export type RealtimePlan = (typeof REALTIME_PLANS)[number];

export type RealtimeLimitId =
  | 'concurrentConnections'
  | 'messagesPerSecond'
  | 'channelJoinsPerSecond'
  | 'channelsPerConnection'
  | 'presenceKeysPerObject'
  | 'presenceMessagesPerSecond'
  | 'broadcastPayloadSize'
  | 'postgresChangesPayloadSize';

export interface RealtimeLimit {
  readonly id: RealtimeLimitId;
  readonly item: string;
  /** Unit written after the number; none for counts and rates (the item names them). */
  readonly unit?: 'KB';
  /** The value per plan. Enterprise values are starting points that support raises on request ("10,000+"). */
  readonly perPlan: Readonly<Record<RealtimePlan, number>>;
}

const realtimeLimit = (
  id: RealtimeLimitId,
  item: string,
  [free, pro, proNoCap, team, enterprise]: readonly [number, number, number, number, number],
  unit?: 'KB',
): RealtimeLimit => ({
  id,
  item,
  unit,
  perPlan: {Free: free, Pro: pro, 'Pro (no spend cap)': proNoCap, Team: team, Enterprise: enterprise},
});

/**
 * Realtime limits per project, by plan, as the platform publishes them (supabase.com/docs/guides/realtime/limits).
 * Every project can have them lowered in its Realtime settings, or raised by support.
 */
export const REALTIME_LIMITS: readonly RealtimeLimit[] = [
  realtimeLimit('concurrentConnections', 'Concurrent connections', [200, 500, 10_000, 10_000, 10_000]),
  realtimeLimit('messagesPerSecond', 'Messages per second', [100, 500, 2_500, 2_500, 2_500]),
  realtimeLimit('channelJoinsPerSecond', 'Channel joins per second', [100, 500, 2_500, 2_500, 2_500]),
  realtimeLimit('channelsPerConnection', 'Channels per connection', [100, 100, 100, 100, 100]),
  realtimeLimit('presenceKeysPerObject', 'Presence keys per object', [10, 10, 10, 10, 10]),
  realtimeLimit('presenceMessagesPerSecond', 'Presence messages per second', [20, 50, 1_000, 1_000, 1_000]),
  realtimeLimit('broadcastPayloadSize', 'Broadcast payload size', [256, 3_000, 3_000, 3_000, 3_000], 'KB'),
  realtimeLimit(
    'postgresChangesPayloadSize',
    'Postgres Changes payload size',
    [1_024, 1_024, 1_024, 1_024, 1_024],
    'KB',
  ),
];

/** One Realtime limit of one plan: "10,000", "256 KB", and "10,000+" for Enterprise (raised on request). */
export function formatRealtimeLimit(limit: RealtimeLimit, plan: RealtimePlan): string {
  const value = String(limit.perPlan[plan]).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const unit = limit.unit ? ` ${limit.unit}` : '';
  return plan === 'Enterprise' ? `${value}+${unit}` : `${value}${unit}`;
}

/** The Realtime limit with this id. */
export function getRealtimeLimit(id: RealtimeLimitId): RealtimeLimit {
  const found = REALTIME_LIMITS.find((l) => l.id === id);
  if (!found) throw new Error(`Unknown Realtime limit: ${id}`);
  return found;
}
