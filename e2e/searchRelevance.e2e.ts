import type {Browser} from 'playwright-core';
import {baseUrl, launch, newPage, VIEWPORTS} from './support/browser';
import {
  askCases,
  askSearchDialog,
  dialogSample,
  disagreements,
  scoreAnswers,
  scorerAnswers,
  startKind,
  type DialogAnswer,
  type RelevanceScore,
} from './support/searchDialog';
import {
  GARBAGE_QUERIES,
  RELEVANCE_SET,
  UNSEEN_SET,
  UNSEEN_SET_2,
  UNSEEN_SET_3,
  UNSEEN_SET_4,
  UNSEEN_SET_5,
  UNSEEN_SET_6,
  UNSEEN_SET_7,
  UNSEEN_SET_8,
  UNSEEN_SET_9,
  UNSEEN_SET_10,
  UNSEEN_SET_11,
  UNSEEN_SET_12,
  UNSEEN_SET_13,
  UNSEEN_SET_14,
  UNSEEN_SET_15,
  UNSEEN_SET_16,
  UNSEEN_SET_17,
  UNSEEN_SET_18,
  UNSEEN_SET_19,
  UNSEEN_SET_20,
  UNSEEN_SET_21,
  RELEVANCE_SETS,
} from '../test/searchRelevance';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SETS = RELEVANCE_SETS;
/**
 * Each held-out set's score may not fall below these: their scores in session 24's clean-clone CI run (5fd0bc8), and
 * for sets 4, 10, 11 and 12 their scores through the dialog in session 25's run of this file on wip/rank25 (113bd62;
 * UNSEEN_SET_12 was written against first 50/65, top 3 57/65 on the ranking of 3928eea), so a later ranking change
 * cannot lower one unseen. UNSEEN_SET_13 (session 26) was written against first 55/70, top 3 59/70 on the ranking of
 * b4f7a27; sets 3, 4, 6, 8, 9, 10, 11, 12 and 13 have their scores through the dialog in session 26's run of this file
 * on wip/rank26 (e2d9cf7's ranking). UNSEEN_SET_14 (session 27) was written against first 58/82, top 3 70/82 on the
 * ranking of 778c484. UNSEEN_SET_11 was written against first 22/49, top 3 32/49 on the ranking of da76e49 (session
 * 24). UNSEEN_SET_15 (session 28) was written against first 47/85, top 3 60/85 on the ranking of 5d805d1 (main, scored
 * offline with scripts/search-relevance.ts against main's build): its floor. UNSEEN_SET_16 (session 29) was written
 * against first 48/84, top 3 66/84 on the ranking of ea650c9 (main, scored the same way, once, after it was frozen):
 * its floor then. Every set's floor is now its score in session 29 on main after the merges of wip/set29 (content:
 * pages say the words readers type), wip/rank29 (ranking: narrower queries when the pages with every word are weak,
 * the reader's reference re-asked unless one of its operations matched; judged by UNSEEN_SET_16, 48/66 -> 51/69) and
 * wip/words29 (content, round 2), scored offline on the merged build and through the dialog by this file (BENCHMARKS.md
 * session 29). UNSEEN_SET_17 (session 30) was written against first 49/83, top 3 63/83 on the ranking of f2b59c9
 * (main, scored offline the same way, once, after it was frozen): its floor then. Every set's floor is now its score in
 * session 30 on main after the merges of wip/set30 (content, round 3) and wip/rank30 (ranking: the CLI reference's
 * commands from the CLI guides, a camelCase call among other words; judged by UNSEEN_SET_17, 49/63 -> 50/63), scored
 * offline on the merged build and through the dialog by this file (BENCHMARKS.md session 30). UNSEEN_SET_18 (session
 * 30, written for the session's second ranking change) was written against first 52/81, top 3 60/81 (51/80, 59/80
 * without the near-repeat the lead removed) on the ranking of 954958d (main, scored offline against main's build the
 * same way, once, after it was frozen): its floor then. Every set's floor is now its score after the merge of wip/rank30b (the per-word placement rule with a lift
 * cap, judged by UNSEEN_SET_18: 51/59 -> 51/59, no case moved), scored offline and through the dialog by this file.
 * UNSEEN_SET_19 (session 31, written before that session's ranking change) was written against first 54/83, top 3
 * 64/83 on the ranking of 19d72e8 (main, scored offline against main's build the same way, once, after it was
 * frozen); the lead then removed one near-repeat of an UNSEEN_SET_5 query (a first place) before it judged anything:
 * 53/82, 63/82, its floor then. Every set's floor is now its score in session 31 on main after the merges of wip/rank31
 * and wip/rank31b (ranking: no empty list, a base call before the call built on it, a CLI command not called by the
 * program name alone, a guide called by its folder; judged by UNSEEN_SET_18 51/59 -> 51/59 and UNSEEN_SET_19
 * 53/63 -> 54/63), wip/lead31 (content from set 18's misses after its verdict) and wip/content31 (content, round 4),
 * scored offline on the merged build and through the dialog by this file (BENCHMARKS.md session 31). A floor is only
 * ever raised. UNSEEN_SET_20 (session 31, written for the next ranking change) was written against first 56/83, top
 * 3 65/83 on the ranking of 11ebcd6 (main, scored offline against main's build the same way, once, after it was
 * committed); the lead then corrected one expectation before it judged anything (`which indexes are never used`: the
 * `unused-indexes` report, which lists indexes rarely or never scanned, not `index-usage`, a per-table percentage):
 * 57/83, 66/83, its floor. UNSEEN_SET_21 (session 32, written for the next ranking change) was written against first
 * 61/80, top 3 71/80 on the ranking of 785cf5e (main, scored offline against main's build the same way, once, after it
 * was committed): its floor. Session 32 raised sets 8, 10, 11, 15, 16, 18–21 to the scores of main after its merges
 * (content round 5 from set 19's misses, the versionTwins rule judged on sets 20 and 21, the first-sentence sweep of
 * the six client references, written from no misses).
 */
const HELD_OUT_FLOORS: Partial<Record<string, {first: number; top3: number}>> = {
  unseen: {first: 37, top3: 39},
  unseen2: {first: 38, top3: 44},
  unseen3: {first: 34, top3: 36},
  unseen4: {first: 45, top3: 52},
  unseen5: {first: 54, top3: 54},
  unseen6: {first: 42, top3: 45},
  unseen7: {first: 51, top3: 54},
  unseen8: {first: 58, top3: 65},
  unseen9: {first: 44, top3: 49},
  unseen10: {first: 47, top3: 48},
  unseen11: {first: 42, top3: 47},
  unseen12: {first: 60, top3: 64},
  unseen13: {first: 69, top3: 69},
  unseen14: {first: 72, top3: 80},
  unseen15: {first: 77, top3: 82},
  unseen16: {first: 70, top3: 79},
  unseen17: {first: 66, top3: 77},
  unseen18: {first: 69, top3: 77},
  unseen19: {first: 72, top3: 76},
  unseen20: {first: 58, top3: 68},
  unseen21: {first: 63, top3: 71},
};
type SetName = keyof typeof SETS;
const NAMES = Object.keys(SETS) as SetName[];

describe('search relevance', () => {
  // Every case of the sets is scored from the offline scorer's lists (scripts/search-relevance.ts --answers: the
  // build's pagefind client and the dialog's ranking code in Node, one process), and a sample of each set (every
  // 6th case and the first case of each kind of start page, support/searchDialog.ts) is typed into the real dialog,
  // page by page, which must list exactly the same results. The first test to run starts the pass, the others wait
  // for the same one (a run filtered with -t to other tests makes none); each checks its own part and fails on its own.
  let pass:
    | Promise<{
        scores: Record<SetName, RelevanceScore>;
        /** Per set, the sampled cases whose dialog list is not the scorer's. */
        differences: Record<SetName, string[]>;
        samples: Record<SetName, number[]>;
        /** The dialog's search time for each sampled query (ms). */
        dialogTimes: number[];
        errors: string[];
      }>
    | undefined;
  const askAllSets = () =>
    (pass ??= (async () => {
      const scorer = scorerAnswers(NAMES);
      const samples = Object.fromEntries(NAMES.map((n) => [n, dialogSample(SETS[n])])) as Record<SetName, number[]>;
      const {page, context, consoleErrors} = await newPage(browser, VIEWPORTS.desktop);
      let dialog: DialogAnswer[];
      try {
        dialog = await askCases(
          page,
          baseUrl(),
          NAMES.flatMap((n) => samples[n].map((i) => SETS[n][i])),
        );
      } finally {
        await context.close();
      }
      const lists = await scorer;
      const scores = {} as Record<SetName, RelevanceScore>;
      const differences = {} as Record<SetName, string[]>;
      let at = 0;
      for (const n of NAMES) {
        expect(lists[n]).toHaveLength(SETS[n].length);
        scores[n] = scoreAnswers(
          SETS[n],
          lists[n].map((urls) => ({urls, ms: Number.NaN})),
        );
        differences[n] = disagreements(SETS[n], samples[n], dialog.slice(at, at + samples[n].length), lists[n]);
        at += samples[n].length;
      }
      return {scores, differences, samples, dialogTimes: dialog.map((a) => a.ms), errors: consoleErrors};
    })());

  it(`puts the expected page first for at least 90% of the ${RELEVANCE_SET.length} queries of the relevance set (its frozen part included) and in the top 3 for at least 97% (search time is printed; its < 100 ms budget is checked by npm run bench)`, async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(150);
    // At least a third of the set was written before the ranking was tuned, and is frozen (test/searchRelevance.ts).
    expect(RELEVANCE_SET.filter((c) => c.frozen).length).toBeGreaterThanOrEqual(RELEVANCE_SET.length / 3 - 1);
    {
      const {scores, errors, dialogTimes} = await askAllSets();
      const score = scores.relevance;
      // The misses are printed so a failure says which queries and what they found instead.
      if (score.misses.length)
        console.log(
          'Relevance misses:\n' +
            score.misses
              .map((m) => `  "${m.query}" from ${m.from}: expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`)
              .join('\n'),
        );
      const sorted = [...dialogTimes].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      console.log(
        `Relevance: first ${score.first}/${score.total}, top 3 ${score.top3}/${score.total}; frozen part: first ` +
          `${score.frozen.first}/${score.frozen.total}, top 3 ${score.frozen.top3}/${score.frozen.total}; ` +
          `search time in the dialog (${sorted.length} sampled queries) median ${median.toFixed(1)} ms, slowest ` +
          `${sorted.at(-1)?.toFixed(1)} ms`,
      );
      expect(score.first / score.total).toBeGreaterThanOrEqual(0.9);
      expect(score.top3 / score.total).toBeGreaterThanOrEqual(0.97);
      // The frozen part on its own: the tuned cases must not carry a ranking that fails the held-out ones.
      expect(score.frozen.total).toBe(RELEVANCE_SET.filter((c) => c.frozen).length);
      expect(score.frozen.first / score.frozen.total).toBeGreaterThanOrEqual(0.9);
      expect(score.frozen.top3 / score.frozen.total).toBeGreaterThanOrEqual(0.97);
      expect(errors).toEqual([]);
    }
    // This test starts the shared pass (~300 dialog queries): 4 minutes on a quiet machine, 647 s in session 31's CI
    // on 2 cores busy with the other suites, over the 600 s it had; the harness now allows 20 minutes.
  }, 1_200_000);

  it.each([
    ['the ranking was not tuned for', 'Unseen queries', 30, UNSEEN_SET, 'unseen'],
    ['of the third held-out block', 'Unseen queries, block 2', 40, UNSEEN_SET_2, 'unseen2'],
    ['of the fourth held-out block', 'Unseen queries, block 3', 30, UNSEEN_SET_3, 'unseen3'],
    ['of the fifth held-out block', 'Unseen queries, block 4', 45, UNSEEN_SET_4, 'unseen4'],
    ['of the sixth held-out block', 'Unseen queries, block 5', 50, UNSEEN_SET_5, 'unseen5'],
    ['of the seventh held-out block', 'Unseen queries, block 6', 45, UNSEEN_SET_6, 'unseen6'],
    ['of the eighth held-out block', 'Unseen queries, block 7', 45, UNSEEN_SET_7, 'unseen7'],
    ['of the ninth held-out block', 'Unseen queries, block 8', 45, UNSEEN_SET_8, 'unseen8'],
    ['of the tenth held-out block', 'Unseen queries, block 9', 45, UNSEEN_SET_9, 'unseen9'],
    ['of the eleventh held-out block', 'Unseen queries, block 10', 45, UNSEEN_SET_10, 'unseen10'],
    ['of the twelfth held-out block', 'Unseen queries, block 11', 45, UNSEEN_SET_11, 'unseen11'],
    ['of the thirteenth held-out block', 'Unseen queries, block 12', 60, UNSEEN_SET_12, 'unseen12'],
    ['of the fourteenth held-out block', 'Unseen queries, block 13', 60, UNSEEN_SET_13, 'unseen13'],
    ['of the fifteenth held-out block', 'Unseen queries, block 14', 70, UNSEEN_SET_14, 'unseen14'],
    ['of the sixteenth held-out block', 'Unseen queries, block 15', 70, UNSEEN_SET_15, 'unseen15'],
    ['of the seventeenth held-out block', 'Unseen queries, block 16', 70, UNSEEN_SET_16, 'unseen16'],
    ['of the eighteenth held-out block', 'Unseen queries, block 17', 70, UNSEEN_SET_17, 'unseen17'],
    ['of the nineteenth held-out block', 'Unseen queries, block 18', 70, UNSEEN_SET_18, 'unseen18'],
    ['of the twentieth held-out block', 'Unseen queries, block 19', 70, UNSEEN_SET_19, 'unseen19'],
    ['of the twenty-first held-out block', 'Unseen queries, block 20', 70, UNSEEN_SET_20, 'unseen20'],
    ['of the twenty-second held-out block', 'Unseen queries, block 21', 70, UNSEEN_SET_21, 'unseen21'],
  ] as const)(
    'prints the score of the held-out queries %s, which may not fall below its floor',
    async (_, label, minimum, set, key) => {
      expect(set.length).toBeGreaterThanOrEqual(minimum);
      expect(set.every((c) => c.frozen)).toBe(true);
      {
        const {scores, errors} = await askAllSets();
        const score = scores[key];
        expect(score.total).toBe(set.length);
        console.log(
          `${label}: first ${score.first}/${score.total}, top 3 ${score.top3}/${score.total}` +
            (score.misses.length
              ? '; not first:\n' +
                score.misses
                  .map(
                    (m) =>
                      `  "${m.query}" from ${m.from}: expected ${m.expected}, got ${m.got.join(', ') || 'nothing'}`,
                  )
                  .join('\n')
              : ''),
        );
        expect(errors).toEqual([]);
        const floor = HELD_OUT_FLOORS[key];
        if (floor) {
          expect(score.first).toBeGreaterThanOrEqual(floor.first);
          expect(score.top3).toBeGreaterThanOrEqual(floor.top3);
        }
      }
    },
    600_000,
  );

  it('lists in the real dialog exactly the results the offline scorer lists, for a sample of every set and of every kind of start page', async () => {
    const {differences, samples, errors} = await askAllSets();
    for (const n of NAMES) {
      // The sample covers the set's every kind of start page (home, guide, client reference, CLI, Management API,
      // last library read) and at least a sixth of its cases.
      const kinds = new Set(SETS[n].map(startKind));
      expect(new Set(samples[n].map((i) => startKind(SETS[n][i])))).toEqual(kinds);
      expect(samples[n].length).toBeGreaterThanOrEqual(SETS[n].length / 6);
    }
    const all = NAMES.flatMap((n) => differences[n].map((d) => `${n}: ${d}`));
    console.log(
      `Dialog vs scorer: ${NAMES.map((n) => samples[n].length).reduce((a, b) => a + b, 0)} sampled queries, ` +
        `${all.length} lists differ` +
        (all.length ? ':\n' + all.map((d) => `  ${d}`).join('\n') : ''),
    );
    expect(all).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);

  it('answers a query that matches nothing with "No results." and no list', async () => {
    const {page, context} = await newPage(browser, VIEWPORTS.desktop);
    try {
      for (const q of GARBAGE_QUERIES) {
        const {urls, status} = await askSearchDialog(page, baseUrl(), '/', q);
        expect({q, urls, status}).toEqual({q, urls: [], status: 'No results.'});
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  // The relevance sets fill the input (ranking is what they test); a reader types, and the dialog searches again
  // as the query grows (debounced): typed key by key, the same queries end on the same results.
  it('ends on the same results when the query is typed key by key as when it is entered at once', async () => {
    const cases = RELEVANCE_SET.filter((c) => c.frozen).slice(0, 3);
    const {page, context, consoleErrors} = await newPage(browser, VIEWPORTS.desktop);
    try {
      for (const c of cases) {
        const from = c.from ?? '/';
        const filled = await askSearchDialog(page, baseUrl(), from, c.query, c.lastLibrary);
        const typed = await askSearchDialog(page, baseUrl(), from, c.query, c.lastLibrary, 'type');
        expect({query: c.query, urls: typed.urls, status: typed.status}).toEqual({
          query: c.query,
          urls: filled.urls,
          status: filled.status,
        });
        expect(typed.urls.length).toBeGreaterThan(0);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says which spelling it searched for when it corrects a query', async () => {
    const {page, context} = await newPage(browser, VIEWPORTS.desktop);
    try {
      const answer = await askSearchDialog(page, baseUrl(), '/', 'realtme');
      expect(answer.status).toMatch(/^Showing results for “realtime”: \d+ results?$/);
    } finally {
      await context.close();
    }
  });
});
