/**
 * The order the end-to-end files start in (jest's `testSequencer`, e2e/jest.config.js). With two workers each
 * takes the next file when it is free, so the longest files go first and the short ones fill the end (longest
 * processing time first): started last, a long file would run alone while the other worker idles. Jest's own
 * order comes from the durations it cached on an earlier run, which a clean clone does not have, and otherwise from
 * file size, which put the 4 KB file that builds a site copy (hostile) last.
 */

/**
 * Seconds each file took in the clean-clone `.ci/run` of 7c5eeeb (session 26: BENCHMARKS.md, jest's per-file times),
 * two workers side by side as CI runs them. Only the order matters; a file not listed counts as FALLBACK_SECONDS.
 * versionCut is short there because it reuses the cut-site copy deploy builds (support/sharedCopy.ts).
 */
const SECONDS = {
  'a11yReference.e2e.ts': 553,
  'a11yReference2.e2e.ts': 549,
  'searchRelevance.e2e.ts': 292,
  'widths.e2e.ts': 252,
  'deploy.e2e.ts': 233,
  'reference.e2e.ts': 204,
  'a11y.e2e.ts': 189,
  'hostile.e2e.ts': 182,
  'criticalCss.e2e.ts': 126,
  'shell.e2e.ts': 122,
  'diagrams.e2e.ts': 95,
  'search.e2e.ts': 75,
  'twins.e2e.ts': 68,
  'guideTopicSearch.e2e.ts': 66,
  'routes.e2e.ts': 64,
  'changes.e2e.ts': 57,
  'codeBlocks.e2e.ts': 48,
  'data.e2e.ts': 37,
  'links.e2e.ts': 35,
  'guideCodeWidth.e2e.ts': 29,
  'markdownCopies.e2e.ts': 25,
  'guideReferenceLinks.e2e.ts': 15,
  'versionCut.e2e.ts': 8,
};
const FALLBACK_SECONDS = 5;

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
