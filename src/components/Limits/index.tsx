import React from 'react';
import type {RealtimeLimitId, RealtimePlan} from '@site/src/data/limits';
import {
  AUTH_RATE_LIMITS_TABLE,
  AUTH_SERVER_RATE_LIMITS_TABLE,
  BRANCHING_INACTIVITY_PERIOD,
  FREE_TIER_PAUSE_PERIOD,
  REALTIME_LIMITS_TABLE,
  realtimeLimitText,
} from '@site/src/utils/limitsText';

/** The auth rate limits table, rendered from src/data/limits.ts. */
export function AuthRateLimitsTable(): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Auth rate limits">
      <table>
        <thead>
          <tr>
            {AUTH_RATE_LIMITS_TABLE.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AUTH_RATE_LIMITS_TABLE.rows.map(([item, limit]) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              <td>{limit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The self-hosted Auth server's rate-limit variables and their defaults, rendered from src/data/authServerDefaults.ts. */
export function AuthServerRateLimitsTable(): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Auth server rate-limit defaults">
      <table>
        <thead>
          <tr>
            {AUTH_SERVER_RATE_LIMITS_TABLE.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {AUTH_SERVER_RATE_LIMITS_TABLE.rows.map(([variable, what, value]) => (
            <tr key={variable}>
              <th scope="row">
                <code>{variable}</code>
              </th>
              <td>{what}</td>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "5 minutes": how long a preview branch may sit idle before it is paused. */
export function BranchingInactivityPeriod(): React.ReactNode {
  return <>{BRANCHING_INACTIVITY_PERIOD}</>;
}

/** "1 week": how long a free-tier project may sit idle before it is paused. */
export function FreeTierPausePeriod(): React.ReactNode {
  return <>{FREE_TIER_PAUSE_PERIOD}</>;
}

/** The Realtime limits per plan, rendered from src/data/limits.ts. */
export function RealtimeLimitsTable(): React.ReactNode {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Realtime limits by plan">
      <table>
        <thead>
          <tr>
            {REALTIME_LIMITS_TABLE.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {REALTIME_LIMITS_TABLE.rows.map(([item, ...values]) => (
            <tr key={item}>
              <th scope="row">{item}</th>
              {values.map((value, i) => (
                <td key={REALTIME_LIMITS_TABLE.columns[i + 1]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One Realtime limit of one plan, inline in a sentence: `<RealtimeLimitValue limit="broadcastPayloadSize" plan="Free" />`. */
export function RealtimeLimitValue({limit, plan}: {limit: RealtimeLimitId; plan: RealtimePlan}): React.ReactNode {
  return <>{realtimeLimitText(limit, plan)}</>;
}
