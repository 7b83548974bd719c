/**
 * Scores the relevance set (test/searchRelevance.ts) against the built index without the dialog: the index is
 * queried in Chromium (pagefind runs in a browser), the ranking runs here with the repository's current rules
 * (src/utils/runSearch.ts), and the order is the dialog's (results grouped by guide area or library). Pagefind's
 * answers are cached per build, so changing a ranking rule and running again takes a second.
 *
 * Usage: npx tsx scripts/search-relevance.ts [--build build] [--frozen] [--unseen] [--unseen2] [--all-misses]
 * (`--unseen`: the held-out block of queries the ranking was not tuned for, UNSEEN_SET, instead of the set;
 * `--unseen2`: the third held-out block, UNSEEN_SET_2)
 * The end-to-end test (e2e/searchRelevance.e2e.ts) stays the judge: it types every query into the real dialog.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM, CHROMIUM_FLAGS} from '../e2e/support/browser';
import {serveBuild} from '../e2e/support/server';
import {RELEVANCE_SET, UNSEEN_SET, UNSEEN_SET_2} from '../test/searchRelevance';
import {findReferenceBySlug} from '../src/data/references';
import {SEARCH_SYNONYMS} from '../src/data/searchSynonyms';
import {groupHits, runSearch, type SearchIndex} from '../src/utils/runSearch';
import type {PagefindResultData} from '../src/utils/searchResults';
import {readerLibrary} from '../src/utils/searchContext';
import type {Vocabulary} from '../src/utils/searchQuery';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const onlyFrozen = args.includes('--frozen');
const unseen = args.includes('--unseen');
/** `--unseen2`: the third held-out block (UNSEEN_SET_2). */
const unseen2 = args.includes('--unseen2');
/** `--show "reset password"`: print the first results of the cases with that query. */
const show = option('show', '');
const DEPTH = 24;
const MAX_RESULTS = 12;

async function main(): Promise<void> {
  const entry = fs.readFileSync(path.join(buildDir, 'pagefind', 'pagefind-entry.json'), 'utf8');
  const stamp = crypto.createHash('sha1').update(buildDir).update(entry).digest('hex').slice(0, 12);
  const cacheFile = path.join(os.tmpdir(), `search-relevance-cache-${stamp}.json`);
  const cache: Record<string, PagefindResultData[]> = fs.existsSync(cacheFile)
    ? (JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, PagefindResultData[]>)
    : {};
  const vocabulary = JSON.parse(fs.readFileSync(path.join(buildDir, 'search-vocabulary.json'), 'utf8')) as Vocabulary;

  let server: Awaited<ReturnType<typeof serveBuild>> | null = null;
  let browser: Browser | null = null;
  // One server, browser and page for the whole run: the first searches start together (runSearch asks the index
  // several questions at once), and each opening its own raced the others' navigation.
  let opening: Promise<Page> | null = null;
  const openPage = async (): Promise<Page> => {
    const served = await serveBuild(buildDir);
    server = served;
    browser = await chromium.launch({executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_FLAGS]});
    const opened = await browser.newPage();
    await opened.goto(`${served.url}/404.html`);
    await opened.evaluate(async () => {
      const w = window as unknown as {pf: {init: () => Promise<void>}};
      w.pf = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
      await w.pf.init();
    });
    return opened;
  };
  const ask = async (query: string, filters?: Record<string, string>): Promise<PagefindResultData[]> => {
    const key = JSON.stringify([query, filters ?? null]);
    if (cache[key]) return cache[key];
    opening ??= openPage();
    const page = await opening;
    const datas = await page.evaluate(
      async ([q, f, depth]: readonly [string, Record<string, string> | null, number]) => {
        type PF = {search: (q: string, o?: unknown) => Promise<{results: {data: () => Promise<unknown>}[]} | null>};
        const pf = (window as unknown as {pf: PF}).pf;
        const r = await pf.search(q, f ? {filters: f} : undefined);
        return Promise.all((r?.results ?? []).slice(0, depth).map((x) => x.data()));
      },
      [query, filters ?? null, DEPTH] as const,
    );
    cache[key] = datas as PagefindResultData[];
    return cache[key];
  };
  const index: SearchIndex = {
    search: async (query, options) => ({
      results: (await ask(query, options?.filters)).map((d) => ({data: async () => d})),
    }),
  };

  const cases = (unseen2 ? UNSEEN_SET_2 : unseen ? UNSEEN_SET : RELEVANCE_SET).filter((c) => !onlyFrozen || c.frozen);
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const c of cases) {
    const from = c.from ?? '/';
    const started = performance.now();
    const outcome = await runSearch(index, {
      query: c.query,
      pathname: from,
      preferredLibrary: readerLibrary(from, c.lastLibrary, (s) => findReferenceBySlug(s)?.title),
      synonyms: SEARCH_SYNONYMS,
      loadVocabulary: async () => vocabulary,
    });
    times.push(performance.now() - started);
    const shown = groupHits(outcome.hits.slice(0, MAX_RESULTS)).flatMap((g) => g.hits);
    const urls = shown.map((h) => h.url.split('#')[0]);
    if (show && c.query === show)
      console.log(
        `"${c.query}" from ${from}${outcome.correctedQuery ? ` (searched as "${outcome.correctedQuery}")` : ''}:\n` +
          shown
            .slice(0, 10)
            .map(
              (h) =>
                `  ${h.url}  [${h.title}${h.heading ? ` › ${h.heading}` : ''}]${h.others ? ` +${h.others.length}` : ''}`,
            )
            .join('\n') +
          `\n  expected ${c.expect} at ${outcome.hits.findIndex((h) => h.url.split('#')[0] === c.expect) + 1 || 'none'} of ${outcome.hits.length}`,
      );
    if (urls[0] === c.expect) first++;
    else
      misses.push(
        `${c.frozen ? 'F' : ' '}${urls.slice(0, 3).includes(c.expect) ? ' (top 3)' : ' MISS   '} "${c.query}" from ${from} [${readerLibrary(from, c.lastLibrary, (s) => findReferenceBySlug(s)?.title)}]: expected ${c.expect}, got ${urls.slice(0, 3).join(', ') || 'nothing'}`,
      );
    if (urls.slice(0, 3).includes(c.expect)) top3++;
  }
  fs.writeFileSync(cacheFile, JSON.stringify(cache));
  console.log(misses.join('\n'));
  const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
  console.log(
    `${unseen2 ? 'Unseen queries (block 2)' : unseen ? 'Unseen queries' : onlyFrozen ? 'Frozen cases' : 'Relevance set'}: ${cases.length} queries, first ${first} (${pct(first)}), top 3 ${top3} (${pct(top3)})`,
  );
  const opened = {browser, server} as {browser: Browser | null; server: Awaited<ReturnType<typeof serveBuild>> | null};
  await opened.browser?.close();
  if (opened.server?.child.pid) process.kill(-opened.server.child.pid);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
