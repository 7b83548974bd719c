import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
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
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.addScriptTag({content: AXE_SOURCE});
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
  await injectAxe(page);
  const runOnly = options.rules
    ? {type: 'rule', values: [...options.rules]}
    : {type: 'tag', values: options.wcag22 ? WCAG22_TAGS : WCAG21_TAGS};
  const violations = (await page.evaluate(
    async ({runOnly, include}) => {
      const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: unknown[]}>}})
        .axe;
      const context = include === undefined ? document : {include: [[include]]};
      const result = await axe.run(context, {runOnly, resultTypes: ['violations']});
      return result.violations;
    },
    {runOnly, include: options.include},
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
