import type {Page} from 'playwright-core';
import type {RelevanceCase} from '../../test/searchRelevance';
import {LAST_LIBRARY_KEY, SEARCH_MEASURE} from '../../src/utils/searchContext';

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
): Promise<DialogAnswer> {
  const target = `${origin}${from}`;
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  if (page.url() === target && (await dialog.count()) > 0) {
    // Already on that page: close the dialog and open a fresh one rather than loading the page again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'detached'});
  } else {
    await page.goto(target, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30000});
  }
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
 * each (a page load, hydration and the index's first fetches cost more than the search). Every case still sets the
 * last library it reads and gets a fresh dialog; no answer depends on the order.
 */
async function askCases(page: Page, origin: string, cases: readonly RelevanceCase[]): Promise<DialogAnswer[]> {
  const answers: DialogAnswer[] = new Array(cases.length);
  const indexes = cases.map((_, i) => i);
  for (const from of new Set(cases.map((c) => c.from ?? '/')))
    for (const i of indexes.filter((j) => (cases[j].from ?? '/') === from))
      answers[i] = await askSearchDialog(page, origin, from, cases[i].query, cases[i].lastLibrary);
  return answers;
}

/** Scores a relevance set from the dialog's answer to each of its cases (`answers[i]` for `cases[i]`). */
function scoreAnswers(cases: readonly RelevanceCase[], answers: readonly DialogAnswer[]): RelevanceScore {
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

/**
 * Several relevance sets scored in one pass: their cases asked page by page together, so a page that several sets
 * search from is loaded once (the three sets of e2e/searchRelevance.e2e.ts start from 34 pages, 65 counted set
 * by set). Each set is scored on its own cases' answers, as scoreRelevance would.
 */
export async function scoreRelevanceSets<K extends string>(
  page: Page,
  origin: string,
  sets: Readonly<Record<K, readonly RelevanceCase[]>>,
): Promise<Record<K, RelevanceScore>> {
  const names = Object.keys(sets) as K[];
  const answers = await askCases(
    page,
    origin,
    names.flatMap((name) => sets[name]),
  );
  const scores = {} as Record<K, RelevanceScore>;
  let at = 0;
  for (const name of names) {
    scores[name] = scoreAnswers(sets[name], answers.slice(at, at + sets[name].length));
    at += sets[name].length;
  }
  return scores;
}
