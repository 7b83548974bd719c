/** Pure rules of reference page navigation. */

/** Smooth scrolling, unless the reader prefers reduced motion: then the jump is instant. */
export function scrollBehaviorFor(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'instant' : 'smooth';
}

/** The route of a section: `${basePath}/${slug}` (`/reference/javascript/v1/select`). */
export function sectionUrl(basePath: string, slug: string): string {
  return `${basePath.replace(/\/$/, '')}/${slug}`;
}

/**
 * The section slug a path points to within one reference version, or undefined when the path
 * belongs elsewhere (another version, another page). `start` is the top of the page.
 */
export function slugForPath(basePath: string, path: string, slugs: readonly string[]): string | undefined {
  const clean = path.split(/[?#]/)[0].replace(/\/$/, '');
  const prefix = `${basePath.replace(/\/$/, '')}/`;
  if (!clean.startsWith(prefix)) return undefined;
  const rest = clean.slice(prefix.length);
  if (rest === 'start') return slugs[0];
  return slugs.includes(rest) ? rest : undefined;
}

/**
 * The section in view: the index of the last section whose top has passed the reading line (a little below the
 * top bar), or 0 when none has; undefined when there are no sections. Sections follow each other down the page,
 * so their tops only grow and a binary search finds it: the scroll-spy reads about 8 positions a frame instead of
 * every section's (157 on the JavaScript reference).
 */
export function sectionInView(
  count: number,
  topOf: (index: number) => number,
  readingLine: number,
): number | undefined {
  if (count === 0) return undefined;
  let lo = 0;
  let hi = count - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (topOf(mid) <= readingLine) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
