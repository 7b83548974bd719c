/**
 * The rules of the critical-CSS step (src/plugins/browser/critical-css), as pure functions: which HTML file a route was
 * rendered to, which stylesheet rules must be inlined whatever the page's markup says, and how the pages are split
 * between workers.
 */
import path from 'node:path';

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
