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
 * The section in view: the last section whose top has passed the reading line
 * (a little below the top bar), or the first section when none has.
 */
export function sectionInView(tops: readonly {slug: string; top: number}[], readingLine: number): string | undefined {
  let current = tops[0]?.slug;
  for (const {slug, top} of tops) {
    if (top <= readingLine) current = slug;
    else break;
  }
  return current;
}
