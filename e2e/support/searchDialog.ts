import {execFile} from 'node:child_process';
import path from 'node:path';
import type {Page} from 'playwright-core';
import type {RelevanceCase} from '../../test/searchRelevance';
import {LAST_LIBRARY_KEY, SEARCH_MEASURE} from '../../src/utils/searchContext';
import {openUrl} from './browser';
import {identity, navigateInApp, sameIdentity, serverIdentity} from './inAppNavigation';

/** What the search dialog listed for one query: the addresses of its results, in order, and its status line. */
export interface DialogAnswer {
  readonly urls: string[];
  readonly status: string;
  /** Milliseconds the search took in the page, from the query to ranked results (the dialog's debounce excluded). */
  readonly ms: number;
}

/**
 * Enters a query into the real search dialog on `from` (opened with Ctrl+K) and reads the results it lists once
 * the search has finished. `origin` is the served site's address.
 */
export async function askSearchDialog(
  page: Page,
  origin: string,
  from: string,
  query: string,
  lastLibrary?: string,
  /** `type`: key by key, as a reader types (each key a keyboard event); `fill` (default): the whole query at once. */
  input: 'fill' | 'type' = 'fill',
  /**
   * How `from` is reached from another page of the site open in the tab: `load` (default), a page load; `app`, as a
   * followed link does (support/inAppNavigation.ts). A tab on no page of the site always loads `from`.
   */
  navigation: 'load' | 'app' = 'load',
): Promise<DialogAnswer> {
  const target = `${origin}${from}`;
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  const open = (await dialog.count()) > 0;
  const inApp =
    navigation === 'app' &&
    page.url() !== target &&
    page.url().startsWith(`${origin}/`) &&
    (await page.locator('html[data-has-hydrated="true"]').count()) > 0;
  if ((page.url() === target || inApp) && open) {
    // Already on that page (or on its way there by a link): close the dialog and open a fresh one rather than
    // loading the page again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
  }
  if (inApp) {
    const expected = await serverIdentity(page, from);
    if (sameIdentity(await identity(page), expected)) await openUrl(page, target);
    else await navigateInApp(page, from, expected);
  } else if (page.url() !== target || !open) await openUrl(page, target);
  // The last client library the reader read (the search prefers it): as the case says, not left by a previous one.
  await page.evaluate(([key, slug]) => (slug ? localStorage.setItem(key, slug) : localStorage.removeItem(key)), [
    LAST_LIBRARY_KEY,
    lastLibrary ?? '',
  ] as const);
  await page.keyboard.press('Control+k');
  const box = dialog.getByRole('combobox', {name: 'Search the docs'});
  if (input === 'fill') await box.fill(query);
  else await box.pressSequentially(query, {delay: 20});
  const status = dialog.getByRole('status');
  await page.waitForFunction(
    (el) => !!el && /result|No results/.test(el.textContent ?? '') && !/Searching/.test(el.textContent ?? ''),
    await status.elementHandle(),
    {timeout: 15_000},
  );
  // Each option carries the route it opens (data-href); the route's path, without the section anchor.
  const urls = await dialog
    .getByRole('listbox', {name: 'Results'})
    .getByRole('option')
    .evaluateAll((options) => options.map((o) => (o.getAttribute('data-href') ?? '').split('#')[0]));
  const ms = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure').at(-1)?.duration ?? Number.NaN,
    SEARCH_MEASURE,
  );
  return {urls, status: (await status.textContent()) ?? '', ms};
}

export interface RelevanceScore {
  readonly first: number;
  readonly top3: number;
  readonly total: number;
  /** The same for the frozen cases (written before the ranking was tuned). */
  readonly frozen: {readonly first: number; readonly top3: number; readonly total: number};
  /** Milliseconds from typing the query to the dialog's answer, per query (debounce included). */
  readonly times: number[];
  /** Cases whose expected page was not first, with what came first. */
  readonly misses: {readonly query: string; readonly from: string; readonly expected: string; readonly got: string[]}[];
}

/**
 * Asks every case through the dialog and returns the answers in the cases' order. The cases asked from the same
 * page one after another: the dialog is then closed and opened again instead of the page being loaded again for
 * each (a page load, hydration and the index's first fetches cost more than the search). The next start page is
 * reached as a followed link reaches it (client-side navigation), not by a page load: the app, its search index
 * client and the index chunks already fetched stay, as they do for a reader. Every case still sets the last library
 * it reads and gets a fresh dialog; no answer depends on the order (wholeWordsIndex, src/utils/pagefindChunks.ts).
 */
export async function askCases(page: Page, origin: string, cases: readonly RelevanceCase[]): Promise<DialogAnswer[]> {
  const answers: DialogAnswer[] = new Array(cases.length);
  const indexes = cases.map((_, i) => i);
  for (const from of new Set(cases.map((c) => c.from ?? '/')))
    for (const i of indexes.filter((j) => (cases[j].from ?? '/') === from))
      answers[i] = await askSearchDialog(page, origin, from, cases[i].query, cases[i].lastLibrary, 'fill', 'app');
  return answers;
}

/** Scores a relevance set from the answer to each of its cases (`answers[i]` for `cases[i]`). */
export function scoreAnswers(
  cases: readonly RelevanceCase[],
  answers: readonly Pick<DialogAnswer, 'urls' | 'ms'>[],
): RelevanceScore {
  let first = 0;
  let top3 = 0;
  const frozen = {first: 0, top3: 0, total: 0};
  const times: number[] = [];
  const misses: RelevanceScore['misses'][number][] = [];
  cases.forEach((c, i) => {
    const {urls, ms} = answers[i];
    times.push(ms);
    const isFirst = urls[0] === c.expect;
    const inTop3 = urls.slice(0, 3).includes(c.expect);
    if (isFirst) first++;
    else misses.push({query: c.query, from: c.from ?? '/', expected: c.expect, got: urls.slice(0, 3)});
    if (inTop3) top3++;
    if (c.frozen) {
      frozen.total++;
      if (isFirst) frozen.first++;
      if (inTop3) frozen.top3++;
    }
  });
  return {first, top3, total: cases.length, frozen, times, misses};
}

/** Runs every case of a relevance set through the dialog and scores it. */
export async function scoreRelevance(
  page: Page,
  origin: string,
  cases: readonly RelevanceCase[],
): Promise<RelevanceScore> {
  return scoreAnswers(cases, await askCases(page, origin, cases));
}

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The ranked list the dialog shows for every case of the named sets, computed in Node by the offline scorer
 * (`scripts/search-relevance.ts --answers`): the build's own pagefind client and the dialog's ranking code, one
 * process for all of them. `sampleAgreement` checks it against the dialog.
 */
export function scorerAnswers<K extends string>(
  sets: readonly K[],
  buildDir = path.join(ROOT, 'build'),
): Promise<Record<K, string[][]>> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      [path.join(ROOT, 'scripts', 'search-relevance.ts'), '--answers', sets.join(','), '--build', buildDir],
      {cwd: ROOT, maxBuffer: 64 * 1024 * 1024},
      (error, stdout, stderr) => {
        if (error) reject(new Error(`search-relevance.ts --answers failed: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as Record<K, string[][]>);
      },
    );
  });
}

/** The kind of start page a case is typed on (the dialog's sample has each kind). */
export function startKind(c: RelevanceCase): string {
  const from = c.from ?? '/';
  if (c.lastLibrary) return 'last library read';
  if (from === '/') return 'home';
  if (from.startsWith('/reference/cli')) return 'CLI reference';
  if (from.startsWith('/reference/api')) return 'Management API reference';
  if (from.startsWith('/reference/self-hosting')) return 'server reference';
  if (from.startsWith('/reference/')) return 'client reference';
  return 'guide';
}

/**
 * The cases of a set typed into the dialog: every `every`-th case, and the first case of each kind of start page
 * (startKind) the set has, so that each set and each kind of page is compared.
 */
export function dialogSample(cases: readonly RelevanceCase[], every = 6): number[] {
  const kinds = new Set<string>();
  return cases
    .map((c, i) => {
      const kind = startKind(c);
      const firstOfKind = !kinds.has(kind);
      kinds.add(kind);
      return i % every === 0 || firstOfKind ? i : -1;
    })
    .filter((i) => i >= 0);
}

/** The sampled cases whose list in the dialog is not the scorer's, with both lists. */
export function disagreements(
  cases: readonly RelevanceCase[],
  sample: readonly number[],
  dialog: readonly Pick<DialogAnswer, 'urls'>[],
  scorer: readonly (readonly string[])[],
): string[] {
  return sample.flatMap((i, k) =>
    JSON.stringify(dialog[k].urls) === JSON.stringify(scorer[i])
      ? []
      : [
          `"${cases[i].query}" from ${cases[i].from ?? '/'}${cases[i].lastLibrary ? ` (last read: ${cases[i].lastLibrary})` : ''}:\n` +
            `    dialog ${dialog[k].urls.join(' ') || 'nothing'}\n    scorer ${scorer[i].join(' ') || 'nothing'}`,
        ],
  );
}
