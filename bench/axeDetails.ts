/**
 * What the axe suite's page-state checks cost on one filled reference page, and what axe reports inside a closed
 * `<details>` (issue 30; BENCHMARKS.md, session 24). Serves build/ on 127.0.0.1, opens the page at the phone width as
 * e2e/support/a11yStates.ts does, fills it, and goes through its states (mobile, 1024 px, desktop, dark) on the same
 * open page, with axe run in each as the suite runs it. Prints, per state, the axe run's wall time and the CPU
 * seconds Chromium's whole process tree (browser, renderer, GPU and utility processes, read from /proc) spent in it.
 *
 *   npx tsx bench/axeDetails.ts [--route /reference/javascript/start] [--mode suite|before|none] [--runs 1]
 *   npx tsx bench/axeDetails.ts --plant
 *
 * `--mode suite` runs axe as the suite does now; `--mode before` as it did before session 24 (closed details' content not checked opened). `--mode none` enters the states without axe (what the page's own relayouts cost). `--plant` instead puts one
 * defect per rule family into a closed details' body on the filled page (desktop, light), runs axe on the whole
 * document, then opens that details and runs it again, and prints which rules reported the planted defects each time.
 */
import fs from 'node:fs';
import type {Browser} from 'playwright-core';
import {afterFrames, launch, newPage, open, VIEWPORTS} from '../e2e/support/browser';
import {serveBuild} from '../e2e/support/server';
import {
  checkInlineSpacingOnEveryStyledElement,
  seriousViolations,
  violationsInsideClosedDetails,
} from '../e2e/support/axe';
import {enter, NO_TRANSITIONS, settle, statesOf} from '../e2e/support/a11yStates';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of this process' Chromium descendants (browser and its children), from /proc. */
function treeCpu(root = process.pid): number {
  const parent = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
      if (!/chrom/i.test(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))) continue;
      cpu.set(Number(name), Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p)) if (p === root) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, t] of cpu) if (inTree(pid)) ticks += t;
  return ticks / TICKS_PER_SECOND;
}

async function measure(browser: Browser, route: string, mode: string): Promise<void> {
  const states = statesOf(route);
  const {page, context} = await newPage(browser, states[0].viewport);
  const start = treeCpu();
  await open(page, route);
  if (mode !== 'none') await checkInlineSpacingOnEveryStyledElement(page);
  const rows: string[] = [];
  for (let i = 0; i < states.length; i++) {
    if (i === 1) await page.addStyleTag({content: NO_TRANSITIONS});
    const c0 = treeCpu();
    const t0 = Date.now();
    await enter(page, route, states[i]);
    const c1 = treeCpu();
    const t1 = Date.now();
    let found = 0;
    if (mode === 'before') found = (await seriousViolations(page, {wcag22: true})).length;
    if (mode === 'suite') {
      found = (await seriousViolations(page, {wcag22: true})).length;
      if (states[i].name === 'desktop') found += (await violationsInsideClosedDetails(page, {wcag22: true})).length;
    }
    const c2 = treeCpu();
    const t2 = Date.now();
    rows.push(
      `${states[i].name.padEnd(8)} enter ${String(t1 - t0).padStart(6)} ms ${(c1 - c0).toFixed(2).padStart(6)} CPU-s` +
        `  axe ${String(t2 - t1).padStart(6)} ms ${(c2 - c1).toFixed(2).padStart(6)} CPU-s  violations ${found}`,
    );
  }
  const counts = await page.evaluate(() => ({
    elements: document.querySelectorAll('*').length,
    closed: document.querySelectorAll('details:not([open])').length,
  }));
  console.log(`${route} (${mode}): ${counts.elements} elements, ${counts.closed} closed details`);
  for (const row of rows) console.log(`  ${row}`);
  console.log(`  Chromium tree, open to last state: ${(treeCpu() - start).toFixed(2)} CPU-s`);
  await context.close();
}

/** One defect per rule family, each in an element of its own, keyed by what it should break. */
const PLANTS = `
  <p data-plant="low-contrast text" style="color:#f4f4f4;background:#ffffff">Planted pale words</p>
  <a data-plant="link without a name" href="/reference/javascript/start#planted"></a>
  <button data-plant="button without a name"></button>
  <img data-plant="image without alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
  <div data-plant="invalid ARIA attribute" aria-planted="yes">Planted attribute</div>
  <div data-plant="invalid ARIA attribute value" aria-live="loudly">Planted value</div>
  <div data-plant="invalid role" role="planted-role">Planted role</div>
  <span data-plant="duplicate id referenced by aria" id="planted-twin">one</span>
  <span data-plant="duplicate id referenced by aria" id="planted-twin">two</span>
  <input data-plant="duplicate id referenced by aria (its user)" aria-labelledby="planted-twin" type="checkbox">
  <div style="display:flex"><button data-plant="too-small target" style="width:8px;height:8px;padding:0;margin:0"
    aria-label="Planted one"></button><button data-plant="too-small target" aria-label="Planted two"
    style="width:8px;height:8px;padding:0;margin:0"></button></div>
  <ul data-plant="list with a wrong child"><div>Planted child</div></ul>
  <input data-plant="form control without label" type="text">
  <p data-plant="inline !important spacing" style="letter-spacing:0.01em !important">Planted spacing</p>
  <div data-plant="focusable inside aria-hidden" aria-hidden="true"><button>Planted focus</button></div>
`;

async function plant(browser: Browser, route: string): Promise<void> {
  const {page, context} = await newPage(browser, VIEWPORTS.mobile);
  await open(page, route);
  await settle(page);
  await checkInlineSpacingOnEveryStyledElement(page);
  await page.addStyleTag({content: NO_TRANSITIONS});
  await enter(
    page,
    route,
    statesOf(route).find((s) => s.name === 'desktop')!,
  );
  const where = await page.evaluate((html) => {
    const details = Array.from(document.querySelectorAll('details:not([open])')).find((d) =>
      d.className.includes('response'),
    )!;
    const box = document.createElement('div');
    box.id = 'planted-box';
    box.innerHTML = html;
    details.appendChild(box);
    return details.className;
  }, PLANTS);
  console.log(`planted in a closed details (class ${where}) on ${route}, desktop, light`);
  const reported = async (open: boolean) => {
    await page.evaluate((open) => {
      (document.getElementById('planted-box')!.parentElement as HTMLDetailsElement).open = open;
    }, open);
    await afterFrames(page);
    return page.evaluate(async () => {
      const details = document.getElementById('planted-box')!.parentElement as HTMLDetailsElement;
      const axe = (window as unknown as {axe: {run: (c: unknown, o: unknown) => Promise<{violations: unknown[]}>}}).axe;
      const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
      const result = await axe.run(document, {
        runOnly: {type: 'tag', values: tags},
        elementRef: true,
      });
      const out: string[] = [];
      type Found = {id: string; impact: string; nodes: {element: Element}[]};
      const all = [
        ...(result.violations as Found[]),
        ...(result as unknown as {incomplete: Found[]}).incomplete.map((v) => ({...v, id: `${v.id} [incomplete]`})),
      ];
      for (const v of all)
        for (const n of v.nodes) {
          const planted = n.element.closest('[data-plant]') ?? n.element.querySelector('[data-plant]');
          if (planted && details.contains(planted))
            out.push(`${planted.getAttribute('data-plant')} -> ${v.id} (${v.impact})`);
        }
      return [...new Set(out)].sort();
    });
  };
  const inside = await violationsInsideClosedDetails(page, {wcag22: true});
  console.log("the suite's desktop state, every details opened (violationsInsideClosedDetails):");
  for (const line of inside) console.log(`  ${line}`);
  console.log('closed, whole document:');
  for (const line of await reported(false)) console.log(`  ${line}`);
  console.log('opened, whole document:');
  for (const line of await reported(true)) console.log(`  ${line}`);
  await context.close();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const route = option(args, '--route') ?? '/reference/javascript/start';
  const mode = option(args, '--mode') ?? 'suite';
  const runs = Number(option(args, '--runs') ?? 1);
  const {url, child} = await serveBuild();
  process.env.E2E_BASE_URL = url;
  const browser = await launch();
  try {
    if (args.includes('--plant')) await plant(browser, route);
    else for (let r = 0; r < runs; r++) await measure(browser, route, mode);
  } finally {
    await browser.close();
    child.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
