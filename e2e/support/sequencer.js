/**
 * The order the end-to-end files start in (jest's `testSequencer`, e2e/jest.config.js). With two workers each
 * takes the next file when it is free, so the longest files go first and the short ones fill the end (longest
 * processing time first): started last, a long file would run alone while the other worker idles. Jest's own
 * order comes from the durations it cached on an earlier run, which a clean clone does not have, and otherwise from
 * file size, which put the 4 KB file that builds a site copy (hostile) last.
 */

/**
 * Seconds each file took alone under the shared lock in session 18 (BENCHMARKS.md: "the rest of the suite's CPU",
 * "search", "widths and diagrams' CPU"; reference and shell from session 17). Only the order matters; a file not
 * listed counts as FALLBACK_SECONDS.
 */
const SECONDS = {
  // Session 19: the reference pages in two halves, each measured alone under the lock (BENCHMARKS.md, session 19).
  'a11yReference.e2e.ts': 205,
  'a11yReference2.e2e.ts': 185,
  'a11y.e2e.ts': 106,
  'searchRelevance.e2e.ts': 94, // session 19: scored offline, a dialog sample (BENCHMARKS.md, "Session 19: search")
  'deploy.e2e.ts': 94,
  'widths.e2e.ts': 89,
  'reference.e2e.ts': 88,
  'hostile.e2e.ts': 70,
  'criticalCss.e2e.ts': 69,
  'shell.e2e.ts': 45,
  'guideTopicSearch.e2e.ts': 35,
  'diagrams.e2e.ts': 32,
  'twins.e2e.ts': 32,
  'routes.e2e.ts': 23,
  'codeBlocks.e2e.ts': 23,
};
const FALLBACK_SECONDS = 20;

const base = (p) => p.split(/[\\/]/).pop();
const secondsOf = (p) => SECONDS[base(p)] ?? FALLBACK_SECONDS;

/** Paths longest first; equal ones by path, so the order is the same on every run. */
function longestFirst(paths) {
  return [...paths].sort((a, b) => secondsOf(b) - secondsOf(a) || (a < b ? -1 : a > b ? 1 : 0));
}

class LongestFirstSequencer {
  sort(tests) {
    const order = longestFirst(tests.map((t) => t.path));
    return [...tests].sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
  }

  // Jest calls these; nothing is cached between runs (the order is the table's).
  cacheResults() {}
}

module.exports = LongestFirstSequencer;
module.exports.longestFirst = longestFirst;
module.exports.SECONDS = SECONDS;
