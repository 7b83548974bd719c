/** Pure rules of how a reference page fills in around its landing section. */

/** The rendered sections: a contiguous run of indexes around the landing section. */
export interface SectionRange {
  readonly lo: number;
  readonly hi: number;
}

export function isComplete(range: SectionRange, count: number): boolean {
  return range.lo <= 0 && range.hi >= count - 1;
}

/**
 * The next section to add: every section below the landing one first, nearest first, then those above it, nearest
 * first. A section added below moves nothing on screen. One added above pushes the page down under the reader and
 * the scroll is re-anchored to keep the landing section in place, so the browser has to paint the whole viewport
 * anew at its new place in the page: re-anchored every frame (sections above and below taking turns), a phone
 * showed a blank screen for seconds (issue 36, item 2). Those above come last, in fewer, larger steps
 * (useProgressiveSections).
 */
function nextIndex(range: SectionRange, count: number): number {
  return fillSide(range, count) === 'below' ? range.hi + 1 : range.lo - 1;
}

/** The side of the landing section the next step adds to. */
export function fillSide(range: SectionRange, count: number): 'below' | 'above' {
  return range.hi < count - 1 ? 'below' : 'above';
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
 * Grows the range (below the landing section first, then above it) by sections whose weights (how much each has
 * to draw: its estimated height) add up to at most `budget`, and by one section at least, on one side only (see
 * fillSide). Returns the new range and the weight it added.
 */
export function growRangeByWeight(
  range: SectionRange,
  {count, weightOf}: SectionWeights,
  budget: number,
): {range: SectionRange; added: number} {
  let next = range;
  let added = 0;
  const side = fillSide(range, count);
  while (!isComplete(next, count) && fillSide(next, count) === side) {
    const index = nextIndex(next, count);
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

/**
 * How the fill paces its steps. Below the landing section: small steps (a 5 ms commit here), one per frame.
 * Above it: larger steps (12 ms here, under a long task on a phone four times slower) with a pause after each,
 * so that the browser paints the re-anchored viewport before the page moves again.
 */
export const FILL_PACE = {
  below: {targetMs: 5, pauseMs: 0},
  above: {targetMs: 12, pauseMs: 200},
} as const;

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
