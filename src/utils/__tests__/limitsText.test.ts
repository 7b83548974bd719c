import {AUTH_RATE_LIMITS} from '../../data/limits';
import {AUTH_RATE_LIMITS_TABLE, BRANCHING_INACTIVITY_PERIOD, FREE_TIER_PAUSE_PERIOD} from '../limitsText';

describe('limitsText', () => {
  it('has one auth rate-limit row per data item, in order, each as wide as the columns', () => {
    expect(AUTH_RATE_LIMITS_TABLE.columns).toEqual(['Item', 'Limit']);
    expect(AUTH_RATE_LIMITS_TABLE.rows.map(([item]) => item)).toEqual(AUTH_RATE_LIMITS.map((l) => l.item));
    for (const row of AUTH_RATE_LIMITS_TABLE.rows) expect(row).toHaveLength(AUTH_RATE_LIMITS_TABLE.columns.length);
  });

  it('states each limit as the spec does', () => {
    expect(AUTH_RATE_LIMITS_TABLE.rows).toContainEqual([
      'One-time password',
      '60 seconds between requests; valid 1 hour; 30 requests per hour',
    ]);
    expect(AUTH_RATE_LIMITS_TABLE.rows).toContainEqual(['Verification', '360 per hour, burst 30']);
  });

  it('states the idle periods in words', () => {
    expect(BRANCHING_INACTIVITY_PERIOD).toBe('5 minutes');
    expect(FREE_TIER_PAUSE_PERIOD).toBe('1 week');
  });
});
