import {AUTH_RATE_LIMITS} from '../limits';
import {
  formatLocalRateLimit,
  hostedLimitOf,
  localDefault,
  LOCAL_AUTH_RATE_LIMITS,
  LOCAL_DEFAULTS_CLI_VERSION,
} from '../localAuthRateLimits';
import {SPEC_AUTH_RATE_LIMITS} from './specContract';
import pkg from '../../../package.json';

describe("config.toml's [auth.rate_limit] defaults", () => {
  it('name each key once, with a positive whole number and a Management API field', () => {
    const keys = LOCAL_AUTH_RATE_LIMITS.map((l) => l.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const l of LOCAL_AUTH_RATE_LIMITS) {
      expect([l.key, Number.isInteger(l.localDefault) && l.localDefault > 0]).toEqual([l.key, true]);
      expect(l.apiField).toMatch(/^rate_limit_[a-z0-9_]+$/);
    }
  });

  it('were read from the CLI the project pins', () => {
    const pinned = {...pkg.dependencies, ...pkg.devDependencies} as Record<string, string>;
    expect(pinned.supabase?.replace(/^[\^~]/, '')).toBe(LOCAL_DEFAULTS_CLI_VERSION);
  });

  it("keep the local stack's email limit apart from a hosted project's, which stays the spec's", () => {
    expect(localDefault('email_sent')).toBe(2);
    expect(hostedLimitOf('email_sent')?.perHour).toBe(3);
    expect(SPEC_AUTH_RATE_LIMITS).toContainEqual(['Built-in e-mail sending', '3 per hour']);
  });

  it('point only at rows of the spec table', () => {
    const items = AUTH_RATE_LIMITS.map((l) => l.item);
    for (const l of LOCAL_AUTH_RATE_LIMITS.filter((x) => x.hostedItem !== undefined))
      expect(items).toContain(l.hostedItem);
    expect(() => localDefault('nope' as never)).toThrow('No local auth rate limit named nope');
  });

  it('state the window and whether each IP address has its own budget', () => {
    const byKey = Object.fromEntries(LOCAL_AUTH_RATE_LIMITS.map((l) => [l.key, formatLocalRateLimit(l)]));
    expect(byKey.email_sent).toBe('2 per hour');
    expect(byKey.token_refresh).toBe('150 per 5 minutes per IP address');
  });
});
