import {AUTH_RATE_LIMITS, REALTIME_LIMITS} from '../../data/limits';
import {
  AUTH_RATE_LIMITS_TABLE,
  BRANCHING_INACTIVITY_PERIOD,
  FREE_TIER_PAUSE_PERIOD,
  REALTIME_LIMITS_TABLE,
  realtimeLimitText,
} from '../limitsText';

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

describe('Realtime limits text', () => {
  // The platform's published table (supabase.com/docs/guides/realtime/limits), row by row.
  const PUBLISHED: string[][] = [
    ['Concurrent connections', '200', '500', '10,000', '10,000', '10,000+'],
    ['Messages per second', '100', '500', '2,500', '2,500', '2,500+'],
    ['Channel joins per second', '100', '500', '2,500', '2,500', '2,500+'],
    ['Channels per connection', '100', '100', '100', '100', '100+'],
    ['Presence keys per object', '10', '10', '10', '10', '10+'],
    ['Presence messages per second', '20', '50', '1,000', '1,000', '1,000+'],
    ['Broadcast payload size', '256 KB', '3,000 KB', '3,000 KB', '3,000 KB', '3,000+ KB'],
    ['Postgres Changes payload size', '1,024 KB', '1,024 KB', '1,024 KB', '1,024 KB', '1,024+ KB'],
  ];

  it('has one column per plan and one row per limit, as published', () => {
    expect(REALTIME_LIMITS_TABLE.columns).toEqual(['Limit', 'Free', 'Pro', 'Pro (no spend cap)', 'Team', 'Enterprise']);
    expect(REALTIME_LIMITS_TABLE.rows).toEqual(PUBLISHED);
    expect(new Set(REALTIME_LIMITS.map((l) => l.id)).size).toBe(REALTIME_LIMITS.length);
  });

  it('states one limit of one plan, and refuses unknown ids and plans', () => {
    expect(realtimeLimitText('broadcastPayloadSize', 'Free')).toBe('256 KB');
    expect(realtimeLimitText('concurrentConnections', 'Pro')).toBe('500');
    expect(() => realtimeLimitText('nope', 'Free')).toThrow('Unknown Realtime limit');
    expect(() => realtimeLimitText('concurrentConnections', 'Gold')).toThrow('Unknown Realtime plan');
  });
});
