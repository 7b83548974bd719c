import {
  AUTH_RATE_LIMITS,
  BRANCHING_INACTIVITY_MINUTES,
  formatAuthRateLimit,
  FREE_TIER_PAUSE_AFTER_WEEKS,
  REALTIME_LIMITS,
  REALTIME_PLANS,
} from '../limits';
import {SPEC_AUTH_RATE_LIMITS} from './specContract';

const isPositiveInteger = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n > 0);

describe('auth rate limits', () => {
  // The contract: the spec's §9 table, item by item, as the spec words each limit.
  it('are the rows of the spec (§9), in its order, each stated as the spec states it', () => {
    expect(AUTH_RATE_LIMITS.map((l) => [l.item, formatAuthRateLimit(l)])).toEqual(SPEC_AUTH_RATE_LIMITS);
  });

  it('name each item once', () => {
    const items = AUTH_RATE_LIMITS.map((l) => l.item);
    expect(items.filter((item, i) => items.indexOf(item) !== i)).toEqual([]);
  });

  it('hold positive whole numbers, each a burst or a noun only beside an hourly rate, and at least one value', () => {
    for (const l of AUTH_RATE_LIMITS) {
      const values = [l.perHour, l.burst, l.secondsBetweenRequests, l.validForHours];
      expect([l.item, values.every(isPositiveInteger)]).toEqual([l.item, true]);
      expect([l.item, values.some((v) => v !== undefined)]).toEqual([l.item, true]);
      if (l.burst !== undefined || l.perHourNoun !== undefined)
        expect([l.item, l.perHour]).not.toEqual([l.item, undefined]);
    }
  });
});

describe('idle periods (spec §9)', () => {
  it('pause preview branches after 5 minutes and free-tier projects after 1 week', () => {
    expect(BRANCHING_INACTIVITY_MINUTES).toBe(5);
    expect(FREE_TIER_PAUSE_AFTER_WEEKS).toBe(1);
  });
});

describe('Realtime limits', () => {
  it('have unique ids and items', () => {
    for (const key of ['id', 'item'] as const) {
      const values = REALTIME_LIMITS.map((l) => l[key]);
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
  });

  it('give every plan a positive whole number', () => {
    for (const l of REALTIME_LIMITS) {
      expect(Object.keys(l.perPlan).sort()).toEqual([...REALTIME_PLANS].sort());
      for (const plan of REALTIME_PLANS) {
        expect([l.id, plan, isPositiveInteger(l.perPlan[plan])]).toEqual([l.id, plan, true]);
      }
    }
  });

  it('never lower a limit on a dearer plan (plans are listed cheapest first)', () => {
    for (const l of REALTIME_LIMITS) {
      const values = REALTIME_PLANS.map((plan) => l.perPlan[plan]);
      expect([l.id, values]).toEqual([l.id, [...values].sort((a, b) => a - b)]);
    }
  });

  it('put a unit on sizes, and none on counts and rates', () => {
    for (const l of REALTIME_LIMITS) {
      expect([l.item, l.unit]).toEqual([l.item, /\bsize$/.test(l.item) ? 'KB' : undefined]);
    }
  });
});
