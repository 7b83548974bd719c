import React from 'react';
import {
  AUTH_RATE_LIMITS,
  BRANCHING_INACTIVITY_MINUTES,
  FREE_TIER_PAUSE_AFTER_WEEKS,
  formatAuthRateLimit,
  formatMinutes,
  formatWeeks,
} from '@site/src/data/limits';

/** The auth rate limits table, rendered from src/data/limits.ts. */
export function AuthRateLimitsTable(): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Auth rate limits">
      <table>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Limit</th>
          </tr>
        </thead>
        <tbody>
          {AUTH_RATE_LIMITS.map((row) => (
            <tr key={row.item}>
              <th scope="row">{row.item}</th>
              <td>{formatAuthRateLimit(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "5 minutes": how long a preview branch may sit idle before it is paused. */
export function BranchingInactivityPeriod(): React.ReactNode {
  return <>{formatMinutes(BRANCHING_INACTIVITY_MINUTES)}</>;
}

/** "1 week": how long a free-tier project may sit idle before it is paused. */
export function FreeTierPausePeriod(): React.ReactNode {
  return <>{formatWeeks(FREE_TIER_PAUSE_AFTER_WEEKS)}</>;
}
