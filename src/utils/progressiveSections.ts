/** Pure rules of how a reference page fills in around its landing section. */

/** The rendered sections: a contiguous run of indexes around the landing section. */
export interface SectionRange {
  readonly lo: number;
  readonly hi: number;
}

export function isComplete(range: SectionRange, count: number): boolean {
  return range.lo <= 0 && range.hi >= count - 1;
}

/** The next section to add: the nearest to the landing section (the one below wins a tie: readers read downwards). */
function nextIndex(range: SectionRange, count: number, landing: number): number {
  const canGrowDown = range.hi < count - 1;
  const canGrowUp = range.lo > 0;
  const distanceDown = range.hi + 1 - landing;
  const distanceUp = landing - (range.lo - 1);
  return canGrowDown && (!canGrowUp || distanceDown <= distanceUp) ? range.hi + 1 : range.lo - 1;
}

function withIndex(range: SectionRange, index: number): SectionRange {
  return index > range.hi ? {lo: range.lo, hi: index} : {lo: index, hi: range.hi};
}

/** How much each of `count` sections costs to add, relative to the others; asked only for the sections added. */
export interface SectionWeights {
  readonly count: number;
  readonly weightOf: (index: number) => number;
}

/**
 * Grows the range nearest-first by sections whose weights (how much each has to draw: its estimated height)
 * add up to at most `budget`, and by one section at least. Returns the new range and the weight it added.
 */
export function growRangeByWeight(
  range: SectionRange,
  landing: number,
  {count, weightOf}: SectionWeights,
  budget: number,
): {range: SectionRange; added: number} {
  let next = range;
  let added = 0;
  while (!isComplete(next, count)) {
    const index = nextIndex(next, count, landing);
    const weight = weightOf(index);
    if (added > 0 && added + weight > budget) break;
    next = withIndex(next, index);
    added += weight;
  }
  return {range: next, added};
}

/**
 * The next step's weight budget: what the last step's pace (its weight over the time of its unsliced part, the
 * commit) draws in `targetMs`, at most twice the last budget (one quick step is not a trend), within [min, max].
 * Commits then stay short whatever the sections hold: 5 ms on this machine is 20 ms on a phone four times
 * slower, well under the 50 ms of a long task.
 */
export function nextBudget(
  budget: number,
  added: number,
  lastMs: number,
  {targetMs = 5, min = 200, max = 40000}: {targetMs?: number; min?: number; max?: number} = {},
): number {
  const fit = lastMs > 0 ? (added / lastMs) * targetMs : Infinity;
  return Math.round(Math.min(max, Math.max(min, Math.min(fit, budget * 2))));
}

/** True when `range` holds every section of `other`. */
export function covers(range: SectionRange, other: SectionRange): boolean {
  return range.lo <= other.lo && range.hi >= other.hi;
}

/**
 * A state update that widens the rendered range to hold `target`: updates applied in any order (a transition's
 * step and a reader's jump rendered before it) add up to the range holding both.
 */
export function widenRange(target: SectionRange): (range: SectionRange) => SectionRange {
  return (range) =>
    covers(range, target) ? range : {lo: Math.min(range.lo, target.lo), hi: Math.max(range.hi, target.hi)};
}

/** The range widened to include `index` (a reader asked for that section). */
export function includeIndex(range: SectionRange, index: number): SectionRange {
  return {lo: Math.min(range.lo, index), hi: Math.max(range.hi, index)};
}

/** The landing section of a route: its slug, or the first section for `start` (and an unknown slug). */
export function landingIndex(slugs: readonly string[], routeSlug: string): number {
  const i = slugs.indexOf(routeSlug);
  return i < 0 ? 0 : i;
}
