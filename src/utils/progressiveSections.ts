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
 * Grows the range by up to `batch` sections, nearest to the landing section first
 * (the one below wins a tie: readers read downwards).
 */
export function growRange(range: SectionRange, count: number, landing: number, batch: number): SectionRange {
  let {lo, hi} = range;
  for (let i = 0; i < batch && !isComplete({lo, hi}, count); i++) {
    const canGrowDown = hi < count - 1;
    const canGrowUp = lo > 0;
    const distanceDown = hi + 1 - landing;
    const distanceUp = landing - (lo - 1);
    if (canGrowDown && (!canGrowUp || distanceDown <= distanceUp)) hi++;
    else lo--;
  }
  return {lo, hi};
}

/** The range widened to include `index` (a reader asked for that section). */
export function includeIndex(range: SectionRange, index: number): SectionRange {
  return {lo: Math.min(range.lo, index), hi: Math.max(range.hi, index)};
}

/**
 * The next batch size from how long the last one took: aim for short steps so
 * that no task comes near 50 ms even on a CPU four times slower.
 */
export function nextBatch(batch: number, lastMs: number, targetMs = 6, max = 8): number {
  if (lastMs < targetMs / 2) return Math.min(max, batch * 2);
  if (lastMs > targetMs * 1.5) return Math.max(1, Math.floor(batch / 2));
  return batch;
}

/** The landing section of a route: its slug, or the first section for `start` (and an unknown slug). */
export function landingIndex(slugs: readonly string[], routeSlug: string): number {
  const i = slugs.indexOf(routeSlug);
  return i < 0 ? 0 : i;
}
