import {growRange, includeIndex, isComplete, landingIndex, nextBatch} from '../progressiveSections';

describe('filling a reference page around its landing section', () => {
  it('adds the nearest sections first, below before above on a tie', () => {
    const order: number[] = [];
    let range = {lo: 5, hi: 5};
    while (!isComplete(range, 9)) {
      const next = growRange(range, 9, 5, 1);
      order.push(next.lo < range.lo ? next.lo : next.hi);
      range = next;
    }
    expect(order).toEqual([6, 4, 7, 3, 8, 2, 1, 0]);
  });

  it('grows by a whole batch per step and stops at the ends', () => {
    expect(growRange({lo: 0, hi: 0}, 10, 0, 4)).toEqual({lo: 0, hi: 4});
    expect(growRange({lo: 2, hi: 9}, 10, 9, 5)).toEqual({lo: 0, hi: 9});
    expect(growRange({lo: 0, hi: 9}, 10, 3, 5)).toEqual({lo: 0, hi: 9});
  });

  it('widens to a section a reader asks for', () => {
    expect(includeIndex({lo: 4, hi: 6}, 1)).toEqual({lo: 1, hi: 6});
    expect(includeIndex({lo: 4, hi: 6}, 9)).toEqual({lo: 4, hi: 9});
    expect(includeIndex({lo: 4, hi: 6}, 5)).toEqual({lo: 4, hi: 6});
  });

  it('keeps steps short: bigger batches while cheap, smaller when slow', () => {
    expect(nextBatch(2, 1)).toBe(4);
    expect(nextBatch(8, 1)).toBe(8);
    expect(nextBatch(4, 6)).toBe(4);
    expect(nextBatch(4, 20)).toBe(2);
    expect(nextBatch(1, 40)).toBe(1);
  });

  it('lands on the section of the route, or the first one for start', () => {
    expect(landingIndex(['introduction', 'select', 'insert'], 'insert')).toBe(2);
    expect(landingIndex(['introduction', 'select', 'insert'], 'start')).toBe(0);
  });
});
