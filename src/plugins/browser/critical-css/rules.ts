/**
 * The rules of the critical-CSS step (src/plugins/browser/critical-css), as pure functions: which HTML file a route was
 * rendered to, which stylesheet rules must be inlined whatever the page's markup says, and how the pages are split
 * between workers.
 */
import path from 'node:path';

/**
 * How the critical CSS reaches a page (`CRITICAL_CSS=shared|inline|off`; `CRITICAL_CSS_OFF=1` is `off`):
 * - `shared`: one stylesheet holding the first-screen rules of every page, render-blocking and cached once for the
 *   whole site; the site's stylesheets load without blocking (one small extra request on a reader's first page);
 * - `inline`: each page's own first-screen rules in a `<style>` (no extra request; every page's HTML grows);
 * - `off`: the stylesheets as Docusaurus links them, render-blocking.
 */
export type CriticalCssMode = 'shared' | 'inline' | 'off';

const DEFAULT_MODE: CriticalCssMode = 'shared';

export function criticalCssMode(env: NodeJS.ProcessEnv): CriticalCssMode {
  if (env.CRITICAL_CSS_OFF === '1') return 'off';
  const mode = env.CRITICAL_CSS ?? DEFAULT_MODE;
  if (mode !== 'shared' && mode !== 'inline' && mode !== 'off')
    throw new Error(`critical-css: CRITICAL_CSS must be shared, inline or off, got "${mode}"`);
  return mode;
}

/** The file name of the shared first-screen stylesheet in build/assets/css (`critical.<hash>.css`). */
export const SHARED_NAME = 'critical';

/**
 * Blocks of a page's Markdown container (a guide's paragraphs, headings, code blocks, tabs...) counted as its first
 * screen: at 1280 × 800 a guide shows its title and 3–5 blocks, at 375 px fewer; the rest is styled by the deferred
 * stylesheet, which has arrived long before a reader scrolls there.
 */
export const FIRST_SCREEN_BLOCKS = 8;

/** Custom properties that code reads before the stylesheets have loaded (src/features/reference/hooks/useReferenceNavigation.ts). */
export const KEPT_PROPERTIES = ['--ifm-navbar-height'];

/** The union of token sets (tags, classes, ids, attributes), each sorted. */
export function unionTokens<T extends Record<'tags' | 'classes' | 'ids' | 'attrs', string[]>>(
  sets: T[],
): Record<'tags' | 'classes' | 'ids' | 'attrs', string[]> {
  const keys = ['tags', 'classes', 'ids', 'attrs'] as const;
  return Object.fromEntries(keys.map((k) => [k, [...new Set(sets.flatMap((s) => s[k]))].sort()])) as Record<
    (typeof keys)[number],
    string[]
  >;
}

/**
 * Rules kept in every page's critical CSS although beasties cannot tell from the server HTML that they apply:
 * - `data-theme` and `data-theme-choice` are not in the server HTML: Docusaurus' inline color-mode script sets them
 *   before the first paint, so without these rules a reader in dark mode would see a light first paint, and the
 *   colour-mode button would show no icon;
 * - beasties' single-pass matcher does not understand `:where()`, `:is()` and `:has()` and would drop those rules
 *   (Infima gives its buttons their colours in `:where(.button--primary)`): the few there are (~2 KB) are always kept.
 */
export const ALWAYS_INLINED: RegExp[] = [
  /\[data-theme=["']?(dark|light)["']?\]/,
  /\[data-theme-choice[=\]]/,
  /:(where|is|has)\(/,
];

/**
 * The HTML file Docusaurus wrote for a route (trailingSlash: false writes `/a/b` to `a/b.html`, `/` to `index.html`;
 * a route that already names a file, such as `/404.html`, is that file), relative to the output folder.
 */
export function htmlFileForRoute(route: string, baseUrl = '/'): string {
  const rel = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\/+/, '');
  const clean = rel.replace(/\/+$/, '');
  if (clean === '') return 'index.html';
  if (clean.endsWith('.html')) return clean;
  return `${clean}.html`;
}

/** Existing HTML files for the routes, each once: `a/b.html`, else `a/b/index.html` (trailingSlash: true layout). */
export function htmlFilesForRoutes(
  outDir: string,
  routesPaths: string[],
  baseUrl: string,
  exists: (file: string) => boolean,
): string[] {
  const files = new Set<string>();
  for (const route of routesPaths) {
    const rel = htmlFileForRoute(route, baseUrl);
    const flat = path.join(outDir, rel);
    const nested = path.join(outDir, rel.replace(/\.html$/, ''), 'index.html');
    if (exists(flat)) files.add(flat);
    else if (exists(nested)) files.add(nested);
  }
  return [...files].sort();
}

/** Splits a list into at most `n` runs of near-equal length, in order (interleaved pages would cost the same). */
export function splitEvenly<T>(items: T[], n: number): T[][] {
  const parts = Math.max(1, Math.min(n, items.length));
  const size = Math.ceil(items.length / parts);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
