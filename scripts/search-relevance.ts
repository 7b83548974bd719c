/**
 * Scores the relevance set (test/searchRelevance.ts) against the built index without the dialog: the build's own
 * pagefind client answers in Node (no browser, no server), the ranking is the dialog's (src/utils/runSearch.ts with
 * the same request), and the order is the dialog's (its first MAX_RESULTS results, grouped by guide area or library).
 * A run of the whole set takes a few seconds; it prints the search times, which are Node's, not the dialog's.
 *
 * Usage: npx tsx scripts/search-relevance.ts [--build build] [--frozen] [--unseen] [--unseen2] [--unseen3] [--unseen4]
 *   [--unseen5] [--unseen6] [--unseen7] [--unseen8] [--unseen9] [--unseen10] [--unseen11]
 *   [--unseen12] [--unseen13] [--unseen14] [--unseen15] [--unseen16] [--unseen17] [--unseen18] [--unseen19]
 *   [--unseen20] [--unseen21] [--show "query"]
 *   npx tsx scripts/search-relevance.ts --answers relevance,unseen,…,guideTopics [--build build]
 *   npx tsx scripts/search-relevance.ts --profile relevance,unseen,…,guideTopics [--build build]
 * (`--answers`: prints, as JSON, the ranked list the dialog would show for every case of the named sets (`{set:
 * [[url, …], …]}`, each url without its anchor, the cases in the sets' order), and nothing else: the end-to-end
 * tests score the full sets from it and type a sample into the dialog, requiring the same lists.)
 * (`--unseen`: the held-out block of queries the ranking was not tuned for, UNSEEN_SET, instead of the set;
 * `--unseen2`: the third held-out block, UNSEEN_SET_2; `--unseen3`: the fourth, UNSEEN_SET_3; `--unseen4`: the fifth,
 * UNSEEN_SET_4; `--unseen5`: the sixth, UNSEEN_SET_5; `--unseen6`: the seventh, UNSEEN_SET_6;
 * `--unseen7`: the eighth, UNSEEN_SET_7; `--unseen8`: the ninth, UNSEEN_SET_8; `--unseen9`: the tenth, UNSEEN_SET_9;
 * `--unseen10`: the eleventh, UNSEEN_SET_10; `--unseen11`: the twelfth, UNSEEN_SET_11;
 * `--unseen12`: the thirteenth, UNSEEN_SET_12; `--unseen13`: the fourteenth, UNSEEN_SET_13;
 * `--unseen14`: the fifteenth, UNSEEN_SET_14; `--unseen15`: the sixteenth, UNSEEN_SET_15;
 * `--unseen16`: the seventeenth, UNSEEN_SET_16; `--unseen17`: the eighteenth, UNSEEN_SET_17; `--unseen18`: the
 * nineteenth, UNSEEN_SET_18; `--unseen19`: the twentieth, UNSEEN_SET_19; `--unseen20`: the twenty-first, UNSEEN_SET_20;
 * `--unseen21`: the twenty-second, UNSEEN_SET_21)
 * (`--profile`: for every case of the named sets, the time and the number of index searches of each stage of the
 * search (SearchRequest.trace); prints each set's median, each stage's share and the slowest cases.)
 * The end-to-end test (e2e/searchRelevance.e2e.ts) stays the judge: it types every query into the real dialog.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {RELEVANCE_SETS} from '../test/searchRelevance';
import {GUIDE_TOPIC_CASES} from '../test/guideTopicSearch';
import type {RelevanceCase} from '../test/searchRelevance';
import {findReferenceBySlug} from '../src/data/references';
import {SEARCH_SYNONYMS} from '../src/data/searchSynonyms';
import {groupHits, MAX_RESULTS, runSearch, type SearchIndex} from '../src/utils/runSearch';
import {loadIndexChunks, wholeWordsIndex} from '../src/utils/pagefindChunks';
import {readerLibrary} from '../src/utils/searchContext';
import {pageOf} from '../src/utils/searchResults';
import {casesToShow} from './lib/showCases';
import type {Vocabulary} from '../src/utils/searchQuery';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const onlyFrozen = args.includes('--frozen');
/** `--unseen`, `--unseen2` … `--unseen21`: that held-out block (RELEVANCE_SETS' names) instead of the relevance set. */
const HELD_OUT = (Object.keys(RELEVANCE_SETS) as (keyof typeof RELEVANCE_SETS)[]).filter((name) =>
  name.startsWith('unseen'),
);
const heldOut = HELD_OUT.find((name) => args.includes(`--${name}`));
/**
 * `--show "reset password"` (repeatable): print the first results of the cases with that query, each with its score's
 * parts (rankHits). Only the named queries are searched, found in every set (the held-out blocks and the guide-topic
 * set too), so a look at one miss takes a second, not a run of the whole set.
 */
const shows = args.flatMap((a, i) => (a === '--show' && i + 1 < args.length ? [args[i + 1]] : []));

/**
 * The built index's own client (`build/pagefind/pagefind.js`, the file the dialog loads) run in Node: its requests for
 * the index's files are read from the build directory. Without a browser there is no worker, so pagefind answers on
 * this thread; runSearch reads its answers the same way in both (settledIndex). As in the dialog (loadPagefind), every
 * index chunk a query may read is loaded before it is searched (wholeWordsIndex): the answer to a query does not
 * depend on the queries asked before it.
 */
async function loadBuiltPagefind(dir: string): Promise<SearchIndex> {
  const pagefindDir = path.join(dir, 'pagefind');
  const serve = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return serve(input, init);
    const file = fileURLToPath(url);
    if (!file.startsWith(pagefindDir + path.sep)) return new Response(null, {status: 404});
    return fs.promises.readFile(file).then(
      (body) => new Response(body),
      () => new Response(null, {status: 404}),
    );
  };
  const pagefind = (await import(pathToFileURL(path.join(pagefindDir, 'pagefind.js')).href)) as SearchIndex & {
    options: (o: Record<string, unknown>) => Promise<void>;
    init: () => Promise<void>;
    preload: (query: string) => Promise<void>;
  };
  // Results' addresses relative to the site root, as the served site has them.
  await pagefind.options({baseUrl: '/'});
  await pagefind.init();
  // The built pages say `<html lang="en">`, which the dialog's pagefind reads; Node has no page.
  const {chunks, includeCharacters} = await loadIndexChunks(
    async (file) => new Uint8Array(await fs.promises.readFile(path.join(pagefindDir, file))),
    'en',
  );
  return wholeWordsIndex(pagefind, chunks, includeCharacters) as SearchIndex;
}

/** The sets `--answers` can name. */
const SETS: Readonly<Record<string, readonly RelevanceCase[]>> = {...RELEVANCE_SETS, guideTopics: GUIDE_TOPIC_CASES};

/** What the dialog lists for one case: its results (the first MAX_RESULTS, grouped as the dialog groups them). */
async function answer(
  index: SearchIndex,
  vocabulary: Vocabulary,
  c: RelevanceCase,
  parts?: Map<string, Readonly<Record<string, number>>>,
  trace?: (stage: string, ms: number, searches: number) => void,
) {
  const from = c.from ?? '/';
  const outcome = await runSearch(index, {
    query: c.query,
    pathname: from,
    preferredLibrary: readerLibrary(from, c.lastLibrary, (s) => findReferenceBySlug(s)?.title),
    synonyms: SEARCH_SYNONYMS,
    loadVocabulary: async () => vocabulary,
    // The first ranking a page gets is kept (the later ones rank the narrower queries' leftovers).
    ...(parts ? {explain: (hit, p) => void (parts.has(hit.url) || parts.set(hit.url, p))} : {}),
    ...(trace ? {trace} : {}),
  });
  return {outcome, shown: groupHits(outcome.hits.slice(0, MAX_RESULTS)).flatMap((g) => g.hits)};
}

async function main(): Promise<void> {
  const vocabulary = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-vocabulary.json'), 'utf8')) as Vocabulary;
  const index = await loadBuiltPagefind(buildDir);
  const profile = option('profile', '');
  if (profile) {
    for (const name of profile.split(',')) {
      const set = SETS[name];
      if (!set) throw new Error(`--profile: no set named ${name} (${Object.keys(SETS).join(', ')})`);
      printProfile(name, await profileSet(index, vocabulary, set));
    }
    return;
  }
  const answers = option('answers', '');
  if (answers) {
    const out: Record<string, string[][]> = {};
    for (const name of answers.split(',')) {
      const set = SETS[name];
      if (!set) throw new Error(`--answers: no set named ${name} (${Object.keys(SETS).join(', ')})`);
      out[name] = [];
      for (const c of set) out[name].push((await answer(index, vocabulary, c)).shown.map((h) => pageOf(h)));
    }
    process.stdout.write(JSON.stringify(out));
    return;
  }

  const cases = shows.length
    ? casesToShow(SETS, shows)
    : RELEVANCE_SETS[heldOut ?? 'relevance'].filter((c) => !onlyFrozen || c.frozen);
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const c of cases) {
    const from = c.from ?? '/';
    const started = performance.now();
    const parts = shows.includes(c.query) ? new Map<string, Readonly<Record<string, number>>>() : undefined;
    const {outcome, shown} = await answer(index, vocabulary, c, parts);
    times.push(performance.now() - started);
    const urls = shown.map((h) => pageOf(h));
    if (parts)
      console.log(
        `"${c.query}" from ${from}${outcome.correctedQuery ? ` (searched as "${outcome.correctedQuery}")` : ''}:\n` +
          shown
            .slice(0, 10)
            .map(
              (h) =>
                `  ${h.url}  [${h.title}${h.heading ? ` › ${h.heading}` : ''}]${h.others ? ` +${h.others.length}` : ''}` +
                (parts?.has(h.url)
                  ? `\n      ${Object.entries(parts.get(h.url) ?? {})
                      .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(3)}`)
                      .join(', ')}`
                  : ''),
            )
            .join('\n') +
          `\n  expected ${c.expect} at ${outcome.hits.findIndex((h) => pageOf(h) === c.expect) + 1 || 'none'} of ${outcome.hits.length}`,
      );
    if (urls[0] === c.expect) first++;
    else
      misses.push(
        `${c.frozen ? 'F' : ' '}${urls.slice(0, 3).includes(c.expect) ? ' (top 3)' : ' MISS   '} "${c.query}" from ${from} [${readerLibrary(from, c.lastLibrary, (s) => findReferenceBySlug(s)?.title)}]: expected ${c.expect}, got ${urls.slice(0, 3).join(', ') || 'nothing'}`,
      );
    if (urls.slice(0, 3).includes(c.expect)) top3++;
  }
  console.log(misses.join('\n'));
  const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
  console.log(
    `${shows.length ? 'Shown cases' : heldOut ? `Unseen queries${heldOut === 'unseen' ? '' : ` (block ${heldOut.slice(6)})`}` : onlyFrozen ? 'Frozen cases' : 'Relevance set'}: ${cases.length} queries, first ${first} (${pct(first)}), top 3 ${top3} (${pct(top3)})`,
  );
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `search time (Node, one core): median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, slowest ${sorted.at(-1)?.toFixed(1)} ms`,
  );
}

/** One case's stages in order (a stage may appear twice: the search without the unknown words runs them again). */
interface CaseProfile {
  readonly query: string;
  readonly from: string;
  readonly ms: number;
  readonly stages: {stage: string; ms: number; searches: number}[];
}

async function profileSet(index: SearchIndex, vocabulary: Vocabulary, set: readonly RelevanceCase[]) {
  const out: CaseProfile[] = [];
  for (const c of set) {
    const stages: CaseProfile['stages'] = [];
    const started = performance.now();
    await answer(index, vocabulary, c, undefined, (stage, ms, searches) => stages.push({stage, ms, searches}));
    out.push({query: c.query, from: c.from ?? '/', ms: performance.now() - started, stages});
  }
  return out;
}

function printProfile(name: string, cases: readonly CaseProfile[]): void {
  const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const searches = cases.map((c) => c.stages.reduce((n, s) => n + s.searches, 0));
  console.log(
    `${name}: ${cases.length} queries, median ${median(cases.map((c) => c.ms)).toFixed(1)} ms, ` +
      `searches per query median ${median(searches)}, max ${Math.max(...searches)}, total ${searches.reduce((a, b) => a + b, 0)}`,
  );
  const byStage = new Map<string, {ms: number; searches: number; cases: number}>();
  for (const c of cases)
    for (const s of c.stages) {
      const t = byStage.get(s.stage) ?? {ms: 0, searches: 0, cases: 0};
      byStage.set(s.stage, {
        ms: t.ms + s.ms,
        searches: t.searches + s.searches,
        cases: t.cases + (s.searches > 0 ? 1 : 0),
      });
    }
  const total = cases.reduce((n, c) => n + c.ms, 0);
  for (const [stage, t] of byStage)
    console.log(
      `  ${stage.padEnd(10)} ${t.ms.toFixed(0).padStart(7)} ms (${((100 * t.ms) / total).toFixed(1).padStart(5)} %), ` +
        `${String(t.searches).padStart(5)} searches, in ${t.cases} queries`,
    );
  for (const c of [...cases].sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(
      `  ${c.ms.toFixed(0).padStart(5)} ms "${c.query}" from ${c.from}: ` +
        c.stages
          .filter((s) => s.searches > 0 || s.ms >= 5)
          .map((s) => `${s.stage} ${s.ms.toFixed(0)} ms/${s.searches}`)
          .join(', '),
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
