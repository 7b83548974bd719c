import React from 'react';
import type {RealtimeLimitId, RealtimePlan} from '@site/src/data/limits';
import {
  AUTH_RATE_LIMITS_TABLE,
  AUTH_SERVER_RATE_LIMITS_TABLE,
  BRANCHING_INACTIVITY_PERIOD,
  FREE_TIER_PAUSE_PERIOD,
  hostedAuthDefaultText,
  LOCAL_AUTH_RATE_LIMITS_TABLE,
  localAuthDefaultText,
  REALTIME_LIMITS_TABLE,
  realtimeLimitText,
  type TextTable,
} from '@site/src/utils/limitsText';

/**
 * A table of limits as text (src/utils/limitsText.ts): a scrollable, labelled region; the first cell of a row
 * heads the row (as code where it names a variable).
 */
function LimitsTable({table, label, codeRowHeads = false}: {table: TextTable; label: string; codeRowHeads?: boolean}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row">{codeRowHeads ? <code>{head}</code> : head}</th>
              {cells.map((cell, i) => (
                <td key={table.columns[i + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The auth rate limits table, rendered from src/data/limits.ts. */
export function AuthRateLimitsTable(): React.ReactNode {
  return <LimitsTable table={AUTH_RATE_LIMITS_TABLE} label="Auth rate limits" />;
}

/** The self-hosted Auth server's rate-limit variables and their defaults, rendered from src/data/authServerDefaults.ts. */
export function AuthServerRateLimitsTable(): React.ReactNode {
  return <LimitsTable table={AUTH_SERVER_RATE_LIMITS_TABLE} label="Auth server rate-limit defaults" codeRowHeads />;
}

/** `config.toml`'s `[auth.rate_limit]` defaults, local and hosted, rendered from src/data/localAuthRateLimits.ts. */
export function LocalAuthRateLimitsTable(): React.ReactNode {
  return <LimitsTable table={LOCAL_AUTH_RATE_LIMITS_TABLE} label="config.toml auth rate-limit defaults" codeRowHeads />;
}

/** "2": the local stack's default of an `[auth.rate_limit]` key, from src/data/localAuthRateLimits.ts. */
export function LocalAuthDefault({setting}: {setting: string}): React.ReactNode {
  return <>{localAuthDefaultText(setting)}</>;
}

/** "3 per hour": a hosted project's limit for the same setting, from the spec's table (src/data/limits.ts). */
export function HostedAuthDefault({setting}: {setting: string}): React.ReactNode {
  return <>{hostedAuthDefaultText(setting)}</>;
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
  return <LimitsTable table={REALTIME_LIMITS_TABLE} label="Realtime limits by plan" />;
}

/** One Realtime limit of one plan, inline in a sentence: `<RealtimeLimitValue limit="broadcastPayloadSize" plan="Free" />`. */
export function RealtimeLimitValue({limit, plan}: {limit: RealtimeLimitId; plan: RealtimePlan}): React.ReactNode {
  return <>{realtimeLimitText(limit, plan)}</>;
}
