import React from 'react';
import {render, screen, within} from '@testing-library/react';
import {
  AuthRateLimitsTable,
  AuthServerRateLimitsTable,
  BranchingInactivityPeriod,
  FreeTierPausePeriod,
  RealtimeLimitsTable,
  RealtimeLimitValue,
} from '..';
import {AUTH_SERVER_RATE_LIMIT_DEFAULTS} from '@site/src/data/authServerDefaults';

// The spec's table (§9), row by row: the data must render exactly this.
const SPEC_ROWS: [string, string][] = [
  ['Built-in e-mail sending', '3 per hour'],
  ['Magic link', '60 seconds between requests; valid 1 hour'],
  ['One-time password', '60 seconds between requests; valid 1 hour; 30 requests per hour'],
  ['Signup confirmation', '60 seconds between requests'],
  ['Password reset', '60 seconds between requests'],
  ['Verification', '360 per hour, burst 30'],
  ['Token refresh', '1800 per hour, burst 30'],
  ['MFA', '15 per hour, burst 30'],
  ['Anonymous sign-in', '30 per hour, burst 30'],
];

describe('AuthRateLimitsTable', () => {
  it('renders every row of the spec from the data, in order', () => {
    render(<AuthRateLimitsTable />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [within(r).getByRole('rowheader').textContent, within(r).getByRole('cell').textContent]),
    ).toEqual(SPEC_ROWS);
  });
});

describe('AuthServerRateLimitsTable', () => {
  it('renders the header row and one row per server default, variable names as row headers', () => {
    render(<AuthServerRateLimitsTable />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'GOTRUE_RATE_LIMIT_HEADER',
      ...AUTH_SERVER_RATE_LIMIT_DEFAULTS.map((l) => l.variable),
    ]);
    expect(screen.getByText('150 per 5 minutes per IP address, burst 30')).toBeInTheDocument();
  });
});

describe('platform constants', () => {
  it('branching inactivity period is 5 minutes', () => {
    render(
      <p>
        <BranchingInactivityPeriod />
      </p>,
    );
    expect(screen.getByText('5 minutes')).toBeInTheDocument();
  });
  it('free-tier projects pause after 1 week', () => {
    render(
      <p>
        <FreeTierPausePeriod />
      </p>,
    );
    expect(screen.getByText('1 week')).toBeInTheDocument();
  });
});

describe('Realtime limits', () => {
  it('renders a row per limit with a cell per plan, headed by the plans', () => {
    render(<RealtimeLimitsTable />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Limit', 'Free', 'Pro', 'Pro (no spend cap)', 'Team', 'Enterprise']);
    const connections = within(table).getByRole('rowheader', {name: 'Concurrent connections'}).closest('tr')!;
    expect(
      within(connections)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['200', '500', '10,000', '10,000', '10,000+']);
  });

  it('renders one value inline', () => {
    render(
      <p>
        Up to <RealtimeLimitValue limit="broadcastPayloadSize" plan="Free" /> per message
      </p>,
    );
    expect(screen.getByText('Up to 256 KB per message')).toBeInTheDocument();
  });
});
