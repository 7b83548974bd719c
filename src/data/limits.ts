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
