/**
 * The platform limits as the guides show them, from src/data/limits.ts: the one source of the Limits
 * components (src/components/Limits) and of their Markdown twins (src/plugins/markdown-twins/guideComponents.ts).
 */
import {
  AUTH_RATE_LIMITS,
  BRANCHING_INACTIVITY_MINUTES,
  FREE_TIER_PAUSE_AFTER_WEEKS,
  formatAuthRateLimit,
  formatMinutes,
  formatWeeks,
} from '../data/limits';

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
