import {
  covers,
  FILL_PACE,
  fillSide,
  growRangeByWeight,
  includeIndex,
  isComplete,
  landingIndex,
  nextBudget,
  widenRange,
} from '../progressiveSections';

const weighted = (weights: readonly number[]) => ({count: weights.length, weightOf: (i: number) => weights[i]});
const ones = (n: number) => weighted(Array.from({length: n}, () => 1));

describe('filling a reference page around its landing section', () => {
  it('adds every section below the landing one first, then those above it, nearest first on each side', () => {
    const order: number[] = [];
    let range = {lo: 5, hi: 5};
    while (!isComplete(range, 9)) {
      const next = growRangeByWeight(range, ones(9), 1).range;
      order.push(next.lo < range.lo ? next.lo : next.hi);
      range = next;
    }
    expect(order).toEqual([6, 7, 8, 4, 3, 2, 1, 0]);
  });

  it('adds to one side per step: a step that completes the sections below does not go on above', () => {
    expect(fillSide({lo: 5, hi: 7}, 9)).toBe('below');
    expect(growRangeByWeight({lo: 5, hi: 7}, ones(9), 100)).toEqual({range: {lo: 5, hi: 8}, added: 1});
    expect(fillSide({lo: 5, hi: 8}, 9)).toBe('above');
    expect(growRangeByWeight({lo: 5, hi: 8}, ones(9), 100)).toEqual({range: {lo: 0, hi: 8}, added: 5});
  });

  it('paces the steps above (each re-anchors the scroll) larger and apart, so each is painted before the next', () => {
    expect(FILL_PACE.below.pauseMs).toBe(0);
    expect(FILL_PACE.above.pauseMs).toBeGreaterThanOrEqual(100);
    expect(FILL_PACE.above.targetMs).toBeGreaterThan(FILL_PACE.below.targetMs);
    // Still under a 50 ms long task on a phone four times slower than the machine that paced it.
    expect(FILL_PACE.above.targetMs * 4).toBeLessThan(50);
  });

  it('adds sections while their weights fit the budget, and stops at the ends', () => {
    expect(growRangeByWeight({lo: 0, hi: 0}, ones(10), 4)).toEqual({range: {lo: 0, hi: 4}, added: 4});
    expect(growRangeByWeight({lo: 2, hi: 9}, ones(10), 5)).toEqual({range: {lo: 0, hi: 9}, added: 2});
    expect(growRangeByWeight({lo: 0, hi: 9}, ones(10), 5)).toEqual({range: {lo: 0, hi: 9}, added: 0});
    // Weights 300, 900, 200 below the landing section: 300 fits 1000, 300 + 900 does not.
    expect(growRangeByWeight({lo: 0, hi: 0}, weighted([500, 300, 900, 200]), 1000)).toEqual({
      range: {lo: 0, hi: 1},
      added: 300,
    });
  });

  it('adds one section even when it alone is over the budget', () => {
    expect(growRangeByWeight({lo: 0, hi: 0}, weighted([500, 5000, 100]), 1000)).toEqual({
      range: {lo: 0, hi: 1},
      added: 5000,
    });
  });

  it('asks for the weights of the sections it considers only', () => {
    const asked: number[] = [];
    const weights = {count: 100, weightOf: (i: number) => (asked.push(i), 10)};
    expect(growRangeByWeight({lo: 50, hi: 50}, weights, 25).range).toEqual({lo: 50, hi: 52});
    // 51 and 52 fit; 53 is weighed and does not.
    expect(asked).toEqual([51, 52, 53]);
  });

  it('tells whether a range holds another', () => {
    expect(covers({lo: 2, hi: 8}, {lo: 3, hi: 8})).toBe(true);
    expect(covers({lo: 2, hi: 8}, {lo: 1, hi: 8})).toBe(false);
    expect(covers({lo: 2, hi: 8}, {lo: 2, hi: 9})).toBe(false);
  });

  it('adds up widening updates applied in either order', () => {
    const step = widenRange({lo: 4, hi: 9});
    const jump = widenRange({lo: 1, hi: 5});
    const start = {lo: 4, hi: 5};
    expect(jump(step(start))).toEqual({lo: 1, hi: 9});
    expect(step(jump(start))).toEqual({lo: 1, hi: 9});
    // An update with nothing new keeps the same object: React then has nothing to render.
    expect(step({lo: 0, hi: 9})).toEqual({lo: 0, hi: 9});
    const whole = {lo: 0, hi: 9};
    expect(step(whole)).toBe(whole);
  });

  it('widens to a section a reader asks for', () => {
    expect(includeIndex({lo: 4, hi: 6}, 1)).toEqual({lo: 1, hi: 6});
    expect(includeIndex({lo: 4, hi: 6}, 9)).toEqual({lo: 4, hi: 9});
    expect(includeIndex({lo: 4, hi: 6}, 5)).toEqual({lo: 4, hi: 6});
  });

  it('sizes the next step by the pace of the last one, growing at most twofold', () => {
    // 2,000 px in 10 ms: 1,000 px fit in 5 ms.
    expect(nextBudget(2000, 2000, 10)).toBe(1000);
    // 2,000 px in 2 ms would allow 5,000; at most twice the last budget.
    expect(nextBudget(2000, 2000, 2)).toBe(4000);
    // A step that drew nothing, or took no measurable time, doubles the budget.
    expect(nextBudget(1500, 1500, 0)).toBe(3000);
    // Never below the floor (one small section) nor above the ceiling.
    expect(nextBudget(1000, 1000, 500)).toBe(200);
    expect(nextBudget(30000, 30000, 1)).toBe(40000);
    expect(nextBudget(3000, 3000, 6, {targetMs: 12})).toBe(6000);
  });

  it('lands on the section of the route, or the first one for start', () => {
    expect(landingIndex(['introduction', 'select', 'insert'], 'insert')).toBe(2);
    expect(landingIndex(['introduction', 'select', 'insert'], 'start')).toBe(0);
  });
});
