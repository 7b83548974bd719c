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

/** Runs axe-core (WCAG 2.x A and AA rules) in the page and returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({content: AXE_SOURCE});
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (ctx: unknown, opts: unknown) => Promise<{violations: unknown[]}>}})
      .axe;
    const result = await axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
    });
    return result.violations;
  })) as AxeViolation[];
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
