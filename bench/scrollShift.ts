/**
 * Where the bench's scroll shift comes from. Loads a page as bench/run.ts's `coldLoadMetrics` does (1280 × 800, a
 * cold context, `load` and 1.5 s, then the whole page scrolled by script in 600 px steps, one frame and 16 ms each,
 * every shift counted) and records every layout-shift entry with its sources: the moved node, its rectangles before
 * and after. Each entry's value is split between its sources by the area each one's rectangles cover, and summed by
 * cause (the side menu, sections filling in, code blocks, images, the table of contents, anything else).
 *
 *   npx tsx bench/scrollShift.ts [--dir build[,other-build]] [--path /reference/javascript/start] [--runs 3]
 *     [--list 0.002] [--reduced-motion] [--bench]
 *
 * `--list` prints every entry at or above that value with its sources; `--reduced-motion` loads the page with
 * `prefers-reduced-motion: reduce`; `--bench` also runs the bench's own `coldLoadMetrics` once per run and build (its
 * figure, in a fresh context, is what the budget reads). Run it under the shared lock (`flock /tmp/heavy.lock npx tsx …`).
 */
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {launch} from '../e2e/support/browser';
import {serve, stop} from './lighthouse';
import {coldLoadMetrics, scrollThroughPage} from './run';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Source {
  cause: string;
  node: string;
  previous: Rect;
  current: Rect;
}

interface Entry {
  value: number;
  time: number;
  scrollY: number;
  /** Before the scroll began (the load and the 1.5 s after it) or during it. */
  phase: 'load' | 'scroll';
  /** The side menu's current entry when the shift was reported, and its top in the viewport. */
  active: string;
  sources: Source[];
}

/** Causes, first match wins (a node inside the side menu is the side menu's whatever it holds). */
const CAUSES: [string, string][] = [
  ['side menu', '.side-menu, nav.menu, .theme-doc-sidebar-container'],
  ['table of contents', '.table-of-contents, .theme-doc-toc-desktop'],
  ['top bar', '.navbar, header'],
  ['image', 'img, svg, picture, figure'],
  ['code block', 'pre, .prism-code, [class*="codeBlock"]'],
  ['section', '[data-ref-section]'],
  ['page content', 'article, main'],
];

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function measure(
  browser: Browser,
  url: string,
  reducedMotion: boolean,
): Promise<{total: number; entries: Entry[]}> {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const tab = await context.newPage();
  await tab.addInitScript((causes: [string, string][]) => {
    // tsx names the functions below with a helper of its own, which the page does not have.
    const w = window as unknown as {__shifts: unknown[]; __name: unknown; __scrolling?: boolean};
    w.__name = (f: unknown) => f;
    w.__shifts = [];
    const describe = (n: Node | null): {cause: string; node: string} => {
      const el = n instanceof Element ? n : (n?.parentElement ?? null);
      if (!el) return {cause: 'other (node gone)', node: '(removed)'};
      const cause = causes.find(([, sel]) => el.closest(sel))?.[0] ?? 'other';
      const label = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return {cause, node: `${el.tagName.toLowerCase()}${cls} "${label}"`};
    };
    const rect = (r: DOMRectReadOnly) => ({x: r.x, y: r.y, width: r.width, height: r.height});
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
      };
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          time: Math.round(e.startTime),
          scrollY: Math.round(window.scrollY),
          phase: w.__scrolling ? 'scroll' : 'load',
          active: (() => {
            const a = document.querySelector('.side-menu a[aria-current="page"]');
            return a
              ? `${(a.textContent ?? '').trim().slice(0, 40)} @${Math.round(a.getBoundingClientRect().top)}`
              : '';
          })(),
          sources: e.sources.map((s) => ({
            ...describe(s.node),
            previous: rect(s.previousRect),
            current: rect(s.currentRect),
          })),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
  }, CAUSES);
  await tab.goto(url, {waitUntil: 'load'});
  await tab.waitForTimeout(1500);
  // The bench's scroll (bench/run.ts, coldLoadMetrics), unchanged.
  await tab.evaluate(() => {
    (window as unknown as {__scrolling: boolean}).__scrolling = true;
  });
  await scrollThroughPage(tab);
  await tab.waitForTimeout(500);
  const entries = await tab.evaluate(() => (window as unknown as {__shifts: Entry[]}).__shifts);
  await context.close();
  return {total: entries.reduce((s, e) => s + e.value, 0), entries};
}

const area = (r: Rect) => r.width * r.height;

/** An entry's value split between its sources by the area their rectangles cover (before plus after). */
function byCause(entries: Entry[]): Map<string, {value: number; entries: number}> {
  const sums = new Map<string, {value: number; entries: number}>();
  for (const e of entries) {
    const weights = e.sources.map((s) => area(s.previous) + area(s.current));
    const all = weights.reduce((a, b) => a + b, 0);
    const causes = new Set<string>();
    e.sources.forEach((s, i) => {
      const share = all > 0 ? (e.value * weights[i]) / all : e.value / e.sources.length;
      const sum = sums.get(s.cause) ?? {value: 0, entries: 0};
      sum.value += share;
      if (!causes.has(s.cause)) sum.entries += 1;
      causes.add(s.cause);
      sums.set(s.cause, sum);
    });
    if (e.sources.length === 0) {
      const sum = sums.get('(no sources)') ?? {value: 0, entries: 0};
      sum.value += e.value;
      sum.entries += 1;
      sums.set('(no sources)', sum);
    }
  }
  return sums;
}

const fmtRect = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirs = (option(args, '--dir') ?? 'build').split(',');
  const pagePath = option(args, '--path') ?? '/reference/javascript/start';
  const runs = Number(option(args, '--runs') ?? 3);
  const listAt = option(args, '--list');
  const reducedMotion = args.includes('--reduced-motion');
  const withBench = args.includes('--bench');
  const port = 41000 + Math.floor(Math.random() * 900);
  const servers = await Promise.all(dirs.map((d, i) => serve(path.resolve(d), port + i)));
  const browser = await launch();
  try {
    // Interleaved: run 1 of every build, then run 2, …
    for (let run = 1; run <= runs; run++) {
      for (const [i, dir] of dirs.entries()) {
        const {total, entries} = await measure(browser, `http://127.0.0.1:${port + i}${pagePath}`, reducedMotion);
        const sums = [...byCause(entries)].sort((a, b) => b[1].value - a[1].value);
        const atLoad = entries.filter((e) => e.phase === 'load').reduce((t, e) => t + e.value, 0);
        console.log(
          `${dir} run ${run}: ${total.toFixed(4)} in ${entries.length} entries (${atLoad.toFixed(4)} before the scroll); ` +
            sums.map(([c, s]) => `${c} ${s.value.toFixed(4)} (${s.entries})`).join(', '),
        );
        if (withBench) {
          const bench = await coldLoadMetrics(browser, `http://127.0.0.1:${port + i}${pagePath}`);
          console.log(`${dir} run ${run}, bench's coldLoadMetrics: scroll shift ${bench.scrollCls}`);
        }
        if (listAt === undefined) continue;
        for (const e of entries.filter((x) => x.value >= Number(listAt))) {
          console.log(
            `  ${e.value.toFixed(4)} at ${e.time} ms (${e.phase}), scrollY ${e.scrollY}, current entry ${e.active}`,
          );
          for (const s of e.sources)
            console.log(`    ${s.cause}: ${s.node} ${fmtRect(s.previous)} -> ${fmtRect(s.current)}`);
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach(stop);
  }
}

void main();
