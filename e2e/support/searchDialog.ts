import type {Page} from 'playwright-core';
import type {RelevanceCase} from '../../test/searchRelevance';

/** What the search dialog listed for one query: the addresses of its results, in order, and its status line. */
export interface DialogAnswer {
  readonly urls: string[];
  readonly status: string;
}

/**
 * Types a query into the real search dialog on `from` (opened with Ctrl+K) and reads the results it lists once
 * the search has finished. `origin` is the served site's address.
 */
export async function askSearchDialog(page: Page, origin: string, from: string, query: string): Promise<DialogAnswer> {
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
  await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox', {name: 'Search the docs'}).fill(query);
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
  return {urls, status: (await status.textContent()) ?? ''};
}

export interface RelevanceScore {
  readonly first: number;
  readonly top3: number;
  readonly total: number;
  /** Cases whose expected page was not first, with what came first. */
  readonly misses: {readonly query: string; readonly from: string; readonly expected: string; readonly got: string[]}[];
}

/** Runs every case of a relevance set through the dialog and scores it. */
export async function scoreRelevance(
  page: Page,
  origin: string,
  cases: readonly RelevanceCase[],
): Promise<RelevanceScore> {
  let first = 0;
  let top3 = 0;
  const misses: RelevanceScore['misses'][number][] = [];
  for (const c of cases) {
    const from = c.from ?? '/';
    const {urls} = await askSearchDialog(page, origin, from, c.query);
    if (urls[0] === c.expect) first++;
    else misses.push({query: c.query, from, expected: c.expect, got: urls.slice(0, 3)});
    if (urls.slice(0, 3).includes(c.expect)) top3++;
  }
  return {first, top3, total: cases.length, misses};
}
