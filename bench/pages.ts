/**
 * The pages the benchmark measures: one per page kind of the portal (issue 29, item 6), each held to the same
 * Lighthouse budgets (mobile performance ≥ 95, TBT ≤ 200 ms, CLS < 0.05, accessibility 100, LCP ≤ 1.5 s).
 *
 * - `medianOf3`: the five pages the bench measured before issue 29 keep their median of three mobile runs and their
 *   desktop run; the other kinds take `--runs` mobile runs (default 1, so that a full bench stays within ~25 minutes).
 * - `baseline`: the plain Docusaurus baseline (bench/baseline.ts) has the same page, so the JS ratio is measured.
 * - `devtools`: also measured under real DevTools throttling (`--throttling-method=devtools`), which decides LCP when
 *   it disagrees with the simulation.
 * - `diagram`: has a build-time diagram (issue 35): its budgets hold with the SVG inlined, and its first-load JS is
 *   compared with a build without diagrams (`DIAGRAMS_OFF=1`).
 */
export interface BenchPage {
  /** Short name used in the tables and in `--pages`. */
  name: string;
  /** The page kind it stands for. */
  kind: string;
  path: string;
  medianOf3?: boolean;
  baseline?: boolean;
  devtools?: boolean;
  diagram?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  // The home page: product cards and the home menu, no sidebar.
  {name: 'home', kind: 'home', path: '/', medianOf3: true, baseline: true, devtools: true},
  // A guide of ordinary length (~1,100 words, tabs and code): the bench's guide since issue 14.
  {name: 'guide', kind: 'guide', path: '/guides/auth/passwords', medianOf3: true, baseline: true, devtools: true},
  // A short guide (~370 words): the smallest page with the full guide chrome.
  {name: 'short guide', kind: 'short guide', path: '/guides/auth/third-party/workos'},
  // The longest tutorial (~160 KB of HTML, many code blocks).
  {name: 'tutorial', kind: 'long tutorial', path: '/guides/getting-started/tutorials/with-nextjs'},
  // A guide with a build-time diagram (issue 35): the platform architecture.
  {
    name: 'diagram guide',
    kind: 'guide with a diagram',
    path: '/guides/getting-started/architecture',
    diagram: true,
  },
  // Two more diagram guides (issue 35: the budgets hold on the pages that have diagrams): a flow diagram near the top
  // of a short guide, and the longest guide with a diagram.
  {name: 'PKCE guide', kind: 'guide with a flow diagram', path: '/guides/auth/sessions/pkce-flow', diagram: true},
  {
    name: 'RLS guide',
    kind: 'long guide with a diagram',
    path: '/guides/database/postgres/row-level-security',
    diagram: true,
  },
  // The extension catalogue: a data-driven widget with a filter.
  {
    name: 'extensions',
    kind: 'extension catalogue',
    path: '/guides/database/extensions',
    medianOf3: true,
    baseline: true,
  },
  // The log schemas page: every log table's fields (the platform's /guides/telemetry/log-field-reference redirects here).
  {name: 'log schemas', kind: 'log schemas', path: '/guides/platform/logs'},
  // A client library's start page (the landing section of the JavaScript reference).
  {name: 'reference start', kind: 'JS start', path: '/reference/javascript/start', medianOf3: true, baseline: true},
  // A section of the latest JavaScript reference.
  {
    name: 'reference section',
    kind: 'JS section',
    path: '/reference/javascript/select',
    medianOf3: true,
    baseline: true,
    devtools: true,
  },
  // A section of an older library version.
  {name: 'JS v1 section', kind: 'older-version section', path: '/reference/javascript/v1/select'},
  // A section of another client library.
  {name: 'Python section', kind: 'Python section', path: '/reference/python/select'},
  // A CLI command.
  {name: 'CLI command', kind: 'CLI command', path: '/reference/cli/supabase-db-diff'},
  // A Management API operation (95 / TBT 215 ms before issue 29).
  {name: 'API operation', kind: 'Management API operation', path: '/reference/api/v1-apply-a-migration'},
  // Every operation against every client library: the largest table (93 / TBT 283 ms before issue 29).
  {name: 'coverage', kind: 'coverage table', path: '/reference/coverage'},
  // What changed between a library's versions, computed from the spec documents.
  {name: 'changes', kind: 'changes page', path: '/reference/javascript/changes'},
  // The writers' guide (a page of src/pages, not a doc).
  {name: 'contributing', kind: 'contributing page', path: '/contributing'},
];

/** The pages named in `--pages a,b` (by name or path), or all of them. */
export function selectPages(pages: BenchPage[], names: string | undefined): BenchPage[] {
  if (!names) return pages;
  const wanted = names.split(',').map((n) => n.trim());
  const unknown = wanted.filter((n) => !pages.some((p) => p.name === n || p.path === n));
  if (unknown.length > 0) throw new Error(`bench: unknown page(s) ${unknown.join(', ')}`);
  return pages.filter((p) => wanted.includes(p.name) || wanted.includes(p.path));
}
