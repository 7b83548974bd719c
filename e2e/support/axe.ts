import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterFrames} from './browser';
import {ROOT} from './server';

const AXE_SOURCE = fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]}[];
}

/** WCAG 2.0 and 2.1, levels A and AA: every caller's rule set. */
const WCAG21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.2 AA adds target size (2.5.8): axe's `target-size`, links and buttons at least 24 px or spaced apart. */
const WCAG22_TAGS = [...WCAG21_TAGS, 'wcag22aa'];

/**
 * Puts axe-core into the page once per document: a page checked in several states (e2e/a11y.e2e.ts switches width
 * and colour mode on the open page) parses it once, not once per state.
 *
 * axe is set to `noHtml`: it then keeps no HTML snippet (`html`) of the nodes it checks. Which rules run, on which
 * nodes, and what they find are the same; the reports here name nodes by their `target` selectors, never by `html`.
 * By default axe serializes every node it checks (`outerHTML`, then trims it), the `html` and `body` elements and
 * every section and code block included: on a filled reference page that serialized the whole document several
 * times per run (BENCHMARKS.md, session 22).
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({content: AXE_SOURCE});
  await page.evaluate(() =>
    (window as unknown as {axe: {configure: (spec: unknown) => void}}).axe.configure({noHtml: true}),
  );
}

/**
 * Makes axe's `avoid-inline-spacing` rule (WCAG 2.1 AA 1.4.12, text spacing: no `!important` letter, word or line
 * spacing in a `style` attribute) check every element with a `style` attribute, shown or hidden, with text or
 * without, for the rest of the page's life: a superset of the elements it checks by default, with the same checks,
 * so it fails wherever it failed before. By default it first skips hidden elements and then every element without
 * visible text, and finding the visible text walks the element's whole subtree: on a filled reference page, where
 * every code block's container has a `style` attribute, that walk took 0.8–2.1 s of each axe run, the checks of the
 * page's ~200 styled elements 15 ms (BENCHMARKS.md, session 19). The axe suite's page-state checks use it
 * (e2e/support/a11yStates.ts); other callers keep axe's default.
 */
export async function checkInlineSpacingOnEveryStyledElement(page: Page): Promise<void> {
  await injectAxe(page);
  await page.evaluate(() => {
    const axe = (
      window as unknown as {
        axe: {getRules: () => {ruleId: string}[]; configure: (spec: unknown) => void};
      }
    ).axe;
    if (!axe.getRules().some((r) => r.ruleId === 'avoid-inline-spacing'))
      throw new Error('axe-core has no avoid-inline-spacing rule any more: see e2e/support/axe.ts');
    axe.configure({
      rules: [{id: 'avoid-inline-spacing', excludeHidden: false, matches: 'function () { return true; }'}],
    });
  });
}

/** Runs axe-core in the page: the rules given by `runOnly`, on what `include` selects (the whole document without). */
async function axeViolations(
  page: Page,
  runOnly: {type: 'rule' | 'tag'; values: string[]},
  include?: string,
): Promise<AxeViolation[]> {
  await injectAxe(page);
  return (await page.evaluate(
    async ({runOnly, include}) => {
      const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: unknown[]}>}})
        .axe;
      const context = include === undefined ? document : {include: [[include]]};
      const result = await axe.run(context, {runOnly, resultTypes: ['violations']});
      return result.violations;
    },
    {runOnly, include},
  )) as AxeViolation[];
}

const describeViolation = (v: AxeViolation) =>
  `${v.impact} ${v.id}: ${v.help} at ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')}`;

/** Marks the details `violationsInsideClosedDetails` opened, to check and close again exactly those. */
const OPENED_FOR_AXE = 'data-opened-for-axe';

/**
 * Opens every closed `<details>` on the page (nested ones too), runs axe on them as `seriousViolations` does (the same
 * tags; `wcag22` as given), then closes them again. Each violation is prefixed `inside a closed details:`.
 *
 * axe-core counts every child of a closed details but its first `summary` as hidden (its `detailsHidden`) and reports
 * no violation there: one defect of each rule family planted in a closed Response block of a filled reference page
 * (contrast, names of links, buttons, images and form controls, ARIA attributes, values and roles, target size, list
 * children, inline `!important` spacing, focus inside `aria-hidden`) was found only once the details was opened; a
 * duplicate id referenced by ARIA is *incomplete* either way, which no caller reads (BENCHMARKS.md, session 24,
 * `bench/axeDetails.ts --plant`). On a filled reference page that content is 8,271 of 24,500 elements in 426 closed
 * details: Response blocks, nested parameter lists, the non-first examples.
 */
export async function violationsInsideClosedDetails(page: Page, options: {wcag22?: boolean} = {}): Promise<string[]> {
  const opened = await page.evaluate(async (mark) => {
    const closed = Array.from(document.querySelectorAll<HTMLDetailsElement>('details:not([open])'));
    for (const details of closed) {
      details.setAttribute(mark, '');
      details.open = true;
    }
    return closed.length;
  }, OPENED_FOR_AXE);
  if (opened === 0) return [];
  await afterFrames(page);
  try {
    const violations = await seriousViolations(page, {...options, include: `details[${OPENED_FOR_AXE}]`});
    return violations.map((v) => `inside a closed details: ${v}`);
  } finally {
    await page.evaluate((mark) => {
      for (const details of Array.from(document.querySelectorAll<HTMLDetailsElement>(`details[${mark}]`))) {
        details.open = false;
        details.removeAttribute(mark);
      }
    }, OPENED_FOR_AXE);
  }
}

/**
 * Runs axe-core in the page and returns serious and critical violations: WCAG 2.x A and AA rules, and with
 * `wcag22` also WCAG 2.2 AA (guides and reference pages, e2e/a11y.e2e.ts); with `rules`, only those rules, and
 * with `include` (a selector), only on what it selects (e2e/a11y.e2e.ts: colour contrast of every code block).
 *
 * Every rule of the tags runs on the whole document; only the violations are aggregated (`resultTypes`): axe then
 * keeps one node per rule for passes, incomplete and inapplicable results instead of computing a selector for each of
 * the thousands of nodes a filled reference page passes on, and reports every violating node as before.
 */
export async function seriousViolations(
  page: Page,
  options: {wcag22?: boolean; rules?: readonly string[]; include?: string} = {},
): Promise<string[]> {
  const runOnly = options.rules
    ? {type: 'rule' as const, values: [...options.rules]}
    : {type: 'tag' as const, values: options.wcag22 ? WCAG22_TAGS : WCAG21_TAGS};
  const violations = await axeViolations(page, runOnly, options.include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describeViolation);
}

/**
 * Every violation of the rules named, whatever axe's impact: for axe's best-practice rules (moderate), which the
 * WCAG checks above do not run, where a test holds the portal to them (e2e/reference.e2e.ts: one level-one heading,
 * landmarks named once each).
 */
export async function ruleViolations(page: Page, rules: readonly string[]): Promise<string[]> {
  return (await axeViolations(page, {type: 'rule', values: [...rules]})).map(describeViolation);
}
