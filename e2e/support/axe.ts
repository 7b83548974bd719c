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
 * Runs axe-core in the page and returns serious and critical violations: WCAG 2.x A and AA rules, and with
 * `wcag22` also WCAG 2.2 AA (guides and reference pages, e2e/a11y.e2e.ts).
 */
export async function seriousViolations(page: Page, options: {wcag22?: boolean} = {}): Promise<string[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  const tags = options.wcag22 ? WCAG22_TAGS : WCAG21_TAGS;
  const violations = (await page.evaluate(async (values) => {
    const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: unknown[]}>}})
      .axe;
    const result = await axe.run(document, {runOnly: {type: 'tag', values}});
    return result.violations;
  }, tags)) as AxeViolation[];
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
