import fs from 'node:fs';
import path from 'node:path';
import {
  AUTH_SERVER_COMMIT,
  AUTH_SERVER_CONFIG_SOURCE_URL,
  AUTH_SERVER_RATE_LIMIT_DEFAULTS,
  AUTH_SERVER_RATE_LIMIT_HEADER,
  AUTH_SERVER_VERSION,
  formatAuthServerRateLimit,
} from '../authServerDefaults';
import {AUTH_RATE_LIMITS} from '../limits';
import {AUTH_SERVER_RATE_LIMITS_TABLE} from '../../utils/limitsText';

const root = path.resolve(__dirname, '../../..');
const byVariable = new Map(AUTH_SERVER_RATE_LIMIT_DEFAULTS.map((limit) => [limit.variable, limit]));

describe('self-hosted Auth server rate-limit defaults', () => {
  it('are pinned to a released server version and its commit', () => {
    expect(AUTH_SERVER_VERSION).toMatch(/^v\d+\.\d+\.\d+$/);
    expect(AUTH_SERVER_COMMIT).toMatch(/^[0-9a-f]{40}$/);
    expect(AUTH_SERVER_CONFIG_SOURCE_URL).toContain(`/blob/${AUTH_SERVER_VERSION}/internal/conf/configuration.go`);
  });

  it('name each variable once, with the server prefix', () => {
    expect(byVariable.size).toBe(AUTH_SERVER_RATE_LIMIT_DEFAULTS.length);
    for (const limit of AUTH_SERVER_RATE_LIMIT_DEFAULTS) {
      expect(limit.variable).toMatch(/^GOTRUE_[A-Z0-9_]+$/);
      expect(limit.defaultValue).toBeGreaterThan(0);
      expect(limit.what.length).toBeGreaterThan(0);
      if (limit.scope === 'server') expect(limit.burst).toBeUndefined();
    }
  });

  // The values of supabase/auth v2.196.0 (internal/conf/configuration.go, internal/conf/saml.go), with the windows
  // of internal/api/apilimiter/apilimiter.go. When AUTH_SERVER_VERSION moves, re-read the source and update both.
  it.each([
    ['GOTRUE_RATE_LIMIT_EMAIL_SENT', 30, 'hour'],
    ['GOTRUE_RATE_LIMIT_SMS_SENT', 30, 'hour'],
    ['GOTRUE_RATE_LIMIT_OTP', 30, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_VERIFY', 30, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_TOKEN_REFRESH', 150, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_ANONYMOUS_USERS', 30, 'hour'],
    ['GOTRUE_RATE_LIMIT_SSO', 30, '5 minutes'],
    ['GOTRUE_SAML_RATE_LIMIT_ASSERTION', 15, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_WEB3', 30, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_PASSKEY', 30, '5 minutes'],
    ['GOTRUE_RATE_LIMIT_OAUTH_DYNAMIC_CLIENT_REGISTER', 10, '5 minutes'],
    ['GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY', 15, 'minute'],
  ])('%s defaults to %d per %s', (variable, value, window) => {
    expect(AUTH_SERVER_VERSION).toBe('v2.196.0');
    expect(byVariable.get(variable)).toMatchObject({defaultValue: value, window});
  });

  it('have no header by default, so per-IP limits start switched off', () => {
    expect(AUTH_SERVER_RATE_LIMIT_HEADER).toEqual({variable: 'GOTRUE_RATE_LIMIT_HEADER', defaultValue: null});
    expect(AUTH_SERVER_RATE_LIMITS_TABLE.rows[0][0]).toBe('GOTRUE_RATE_LIMIT_HEADER');
    expect(AUTH_SERVER_RATE_LIMITS_TABLE.rows[0][2]).toMatch(/^Not set/);
  });

  it('are stated in words', () => {
    expect(formatAuthServerRateLimit(byVariable.get('GOTRUE_RATE_LIMIT_EMAIL_SENT')!)).toBe(
      '30 per hour for the whole server',
    );
    expect(formatAuthServerRateLimit(byVariable.get('GOTRUE_RATE_LIMIT_TOKEN_REFRESH')!)).toBe(
      '150 per 5 minutes per IP address, burst 30',
    );
  });

  it('leave the hosted limits of the spec (§9) alone', () => {
    expect(AUTH_RATE_LIMITS.find((l) => l.item === 'Token refresh')).toMatchObject({perHour: 1800, burst: 30});
    expect(AUTH_RATE_LIMITS.find((l) => l.item === 'Built-in e-mail sending')).toMatchObject({perHour: 3});
  });

  it('are the only place the self-hosting page gets its rate-limit defaults from', () => {
    const page = fs.readFileSync(path.join(root, 'docs/self-hosting/auth/config.mdx'), 'utf8');
    expect(page).toContain('<AuthServerRateLimitsTable />');
    // No hand-written table row may state a rate-limit variable's value next to the rendered one.
    for (const limit of AUTH_SERVER_RATE_LIMIT_DEFAULTS) expect(page).not.toContain(`| \`${limit.variable}\``);
    expect(page).not.toContain('| `GOTRUE_RATE_LIMIT_HEADER`');
  });
});
