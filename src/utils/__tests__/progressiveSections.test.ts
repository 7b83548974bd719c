import {
  covers,
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
  it('adds the nearest sections first, below before above on a tie', () => {
    const order: number[] = [];
    let range = {lo: 5, hi: 5};
    while (!isComplete(range, 9)) {
      const next = growRangeByWeight(range, 5, ones(9), 1).range;
      order.push(next.lo < range.lo ? next.lo : next.hi);
      range = next;
    }
    expect(order).toEqual([6, 4, 7, 3, 8, 2, 1, 0]);
  });

  it('adds sections while their weights fit the budget, and stops at the ends', () => {
    expect(growRangeByWeight({lo: 0, hi: 0}, 0, ones(10), 4)).toEqual({range: {lo: 0, hi: 4}, added: 4});
    expect(growRangeByWeight({lo: 2, hi: 9}, 9, ones(10), 5)).toEqual({range: {lo: 0, hi: 9}, added: 2});
    expect(growRangeByWeight({lo: 0, hi: 9}, 3, ones(10), 5)).toEqual({range: {lo: 0, hi: 9}, added: 0});
    // Weights 300, 900, 200 below the landing section: 300 fits 1000, 300 + 900 does not.
    expect(growRangeByWeight({lo: 0, hi: 0}, 0, weighted([500, 300, 900, 200]), 1000)).toEqual({
      range: {lo: 0, hi: 1},
      added: 300,
    });
  });

  it('adds one section even when it alone is over the budget', () => {
    expect(growRangeByWeight({lo: 0, hi: 0}, 0, weighted([500, 5000, 100]), 1000)).toEqual({
      range: {lo: 0, hi: 1},
      added: 5000,
    });
  });

  it('asks for the weights of the sections it considers only', () => {
    const asked: number[] = [];
    const weights = {count: 100, weightOf: (i: number) => (asked.push(i), 10)};
    expect(growRangeByWeight({lo: 50, hi: 50}, 50, weights, 25).range).toEqual({lo: 49, hi: 51});
    // 51 and 49 fit; 52 is weighed and does not.
    expect(asked).toEqual([51, 49, 52]);
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
