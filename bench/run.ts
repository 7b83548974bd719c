/**
 * The benchmark (`npm run bench`): builds this portal and a baseline (a plain
 * Docusaurus classic site generated in a temporary folder from the same pages,
 * with the same Docusaurus version), measures both in the same run, and prints a
 * table, our/baseline ratios and pass/fail lines for the budgets. Results go to
 * bench-results/ (git-ignored) as JSON and Markdown.
 *
 * Options: --skip-lighthouse (faster run), --keep (keep the baseline folder).
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {createBaseline} from './baseline';
import {copyRepo} from '../e2e/support/repoCopy';
import {CHROMIUM, CHROMIUM_FLAGS} from '../e2e/support/browser';
import {loadVersionModel} from '../src/features/reference/engine/sources';
import {findReferenceSpecEntry} from '../src/data/referenceSpecs';
import {scoreRelevance, type RelevanceScore} from '../e2e/support/searchDialog';
import {RELEVANCE_SET} from '../test/searchRelevance';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'bench-results');
const args = new Set(process.argv.slice(2));

export const PAGES = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/guides/auth/passwords'},
  {name: 'reference start', path: '/reference/javascript/start'},
  {name: 'reference section', path: '/reference/javascript/select'},
  {name: 'extensions', path: '/guides/database/extensions'},
];

const SEARCH_QUERIES = [
  'signInWithOtp',
  'row level security',
  'storage upload',
  'pg_cron',
  'realtime presence',
  'edge functions secrets',
  'vector index',
  'magic link',
  'branching',
  'upsert',
];

interface BuildResult {
  seconds: number;
  peakMemoryMb: number;
  pages: number;
}

interface PageResult {
  name: string;
  path: string;
  htmlBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  requests: number;
  lighthouse?: {mobile: LighthouseScores; desktop: LighthouseScores};
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface SiteResult {
  build: BuildResult;
  pages: PageResult[];
  /** Cold load of /reference/javascript/start in Chromium on the local build. */
  coldStart?: {lcpMs: number; scrollCls: number};
}

/** The heap the plain Docusaurus baselines build with (their `docusaurus build` has no limit of its own). */
const BASELINE_ENV: NodeJS.ProcessEnv = {NODE_OPTIONS: '--max-old-space-size=8192'};

/**
 * Runs a build under /usr/bin/time: wall time and peak resident memory. This portal's `npm run build` is run as a
 * fresh machine runs it (its own heap limit, scripts/build.mjs); the baselines get BASELINE_ENV.
 */
export function timedBuild(cwd: string, command: string[], env: NodeJS.ProcessEnv = {}): BuildResult {
  const stderrFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  const start = Date.now();
  execFileSync('/usr/bin/time', ['-v', '-o', stderrFile, ...command], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, ...env},
  });
  const seconds = (Date.now() - start) / 1000;
  const report = fs.readFileSync(stderrFile, 'utf8');
  fs.rmSync(stderrFile);
  const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? 0);
  return {seconds, peakMemoryMb: Math.round(kb / 1024), pages: 0};
}

function countHtml(dir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d)) {
      const p = path.join(d, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) n++;
    }
  };
  walk(dir);
  return n;
}

function dirBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  const walk = (d: string) => {
    for (const name of fs.readdirSync(d)) {
      const p = path.join(d, name);
      const st = fs.statSync(p);
      if (st.isDirectory()) walk(p);
      else n += st.size;
    }
  };
  walk(dir);
  return n;
}

export async function serve(buildDir: string, port: number): Promise<ChildProcess> {
  // Compressed, as a static host serves it (docusaurus serve sends everything uncompressed).
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve.mjs'), '--dir', buildDir, '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server for ${buildDir} did not start`);
}

export function stop(child: ChildProcess): void {
  try {
    process.kill(-(child.pid as number), 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * Transfer of a cold load until the page has hydrated: the scripts a page needs before a reader can interact.
 * (Not until the load event: src/overrides/staged-boot requests the route's chunks after it.)
 */
async function measurePage(browser: Browser, base: string, page: {name: string; path: string}): Promise<PageResult> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const tab = await context.newPage();
  const bodies: {type: string; bytes: Buffer}[] = [];
  let loaded = false;
  tab.on('response', async (res) => {
    if (loaded) return;
    const type = res.request().resourceType();
    try {
      bodies.push({type, bytes: await res.body()});
    } catch {
      // redirects and aborted requests have no body
    }
  });
  const res = await tab.goto(base + page.path, {waitUntil: 'load'});
  await tab.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
  loaded = true;
  await tab.waitForTimeout(200);
  const html = (await res?.body()) ?? Buffer.alloc(0);
  const js = bodies.filter((b) => b.type === 'script');
  const result: PageResult = {
    ...page,
    htmlBytes: html.length,
    jsBytes: js.reduce((n, b) => n + b.bytes.length, 0),
    jsGzipBytes: js.reduce((n, b) => n + zlib.gzipSync(b.bytes).length, 0),
    cssBytes: bodies.filter((b) => b.type === 'stylesheet').reduce((n, b) => n + b.bytes.length, 0),
    requests: bodies.length,
  };
  await context.close();
  return result;
}

/** Cold load of a page in Chromium (no throttling): largest contentful paint, then layout shift while scrolling the whole page. */
export async function coldLoadMetrics(browser: Browser, url: string): Promise<{lcpMs: number; scrollCls: number}> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const w = window as unknown as {__lcp: number; __cls: number};
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({type: 'largest-contentful-paint', buffered: true});
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({type: 'layout-shift', buffered: true});
  });
  await tab.goto(url, {waitUntil: 'load'});
  await tab.waitForTimeout(1500);
  const lcpMs = await tab.evaluate(() => (window as unknown as {__lcp: number}).__lcp);
  // Scroll through the whole page programmatically (no input, so every shift counts).
  await tab.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 16)));
    }
  });
  await tab.waitForTimeout(500);
  const scrollCls = await tab.evaluate(() => (window as unknown as {__cls: number}).__cls);
  await context.close();
  return {lcpMs: Math.round(lcpMs), scrollCls: Number(scrollCls.toFixed(3))};
}

export async function lighthouseScores(url: string, formFactor: 'mobile' | 'desktop'): Promise<LighthouseScores> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS]});
  try {
    const config =
      formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const result = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']},
      config,
    );
    const lhr = result!.lhr;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

async function measureSite(
  buildDir: string,
  port: number,
  withLighthouse: boolean,
): Promise<{pages: PageResult[]; coldStart: {lcpMs: number; scrollCls: number}}> {
  const server = await serve(buildDir, port);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS]});
  try {
    const coldStart = await coldLoadMetrics(browser, `http://127.0.0.1:${port}/reference/javascript/start`);
    const results: PageResult[] = [];
    for (const page of PAGES) {
      const r = await measurePage(browser, `http://127.0.0.1:${port}`, page);
      if (withLighthouse) {
        const url = `http://127.0.0.1:${port}${page.path}`;
        r.lighthouse = {
          mobile: await medianOf3(() => lighthouseScores(url, 'mobile')),
          desktop: await lighthouseScores(url, 'desktop'),
        };
      }
      results.push(r);
    }
    return {pages: results, coldStart};
  } finally {
    await browser.close();
    stop(server);
  }
}

async function measureSearch(port: number): Promise<{
  indexBytes: number;
  medianQueryMs: number;
  queries: {q: string; ms: number; results: number}[];
  relevance: RelevanceScore;
}> {
  const server = await serve(path.join(ROOT, 'build'), port);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS]});
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.evaluate(async () => {
      const pf = await import(/* webpackIgnore: true */ '/pagefind/pagefind.js' as string);
      await pf.init();
      (window as unknown as {pf: unknown}).pf = pf;
    });
    const queries: {q: string; ms: number; results: number}[] = [];
    for (const q of SEARCH_QUERIES) {
      const r = await page.evaluate(async (query) => {
        const pf = (
          window as unknown as {pf: {search: (q: string) => Promise<{results: {data: () => Promise<unknown>}[]}>}}
        ).pf;
        const t0 = performance.now();
        const res = await pf.search(query);
        await Promise.all(res.results.slice(0, 10).map((x) => x.data()));
        return {ms: performance.now() - t0, results: res.results.length};
      }, q);
      queries.push({q, ms: Math.round(r.ms * 10) / 10, results: r.results});
    }
    const sorted = [...queries].map((x) => x.ms).sort((a, b) => a - b);
    // The relevance set of the e2e suite, through the real search dialog: what a reader gets first.
    const relevance = await scoreRelevance(
      await browser.newPage({viewport: {width: 1280, height: 800}}),
      `http://127.0.0.1:${port}`,
      RELEVANCE_SET,
    );
    return {
      indexBytes: dirBytes(path.join(ROOT, 'build', 'pagefind')),
      medianQueryMs: (sorted[4] + sorted[5]) / 2,
      queries,
      relevance,
    };
  } finally {
    await browser.close();
    stop(server);
  }
}

/** The run with the median performance score of three (Lighthouse varies from run to run). */
async function medianOf3(run: () => Promise<LighthouseScores>): Promise<LighthouseScores> {
  const runs = [await run(), await run(), await run()].sort((a, b) => a.performance - b.performance);
  return runs[1];
}

interface BuildFacts {
  totalBytes: number;
  /** Files in build/assets/js whose content another file there repeats. */
  duplicateJsFiles: number;
  /** The main bundle: main.js plus the start-up parts split from it (boot-*.js, src/overrides/staged-boot), gzip each. */
  mainGzipBytes: number;
}

function buildFacts(buildDir: string): BuildFacts {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const seen = new Map<string, number>();
  let mainGzipBytes = 0;
  for (const name of fs.readdirSync(jsDir)) {
    if (!name.endsWith('.js')) continue;
    const bytes = fs.readFileSync(path.join(jsDir, name));
    const key = crypto.createHash('sha256').update(bytes).digest('hex');
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (/^(main|boot-[a-z]+)\.[0-9a-f]+\.js$/.test(name)) mainGzipBytes += zlib.gzipSync(bytes).length;
  }
  const duplicateJsFiles = [...seen.values()].filter((n) => n > 1).reduce((a, n) => a + n - 1, 0);
  return {totalBytes: dirBytes(buildDir), duplicateJsFiles, mainGzipBytes};
}

/**
 * The scaling figure: a throwaway copy with one more JavaScript version (version:cut), built and
 * compared with this build. How much main grows per added section, and what a guide page loads.
 */
async function scalingFigure(
  ours: BuildFacts,
  oursGuide: PageResult,
): Promise<{addedSections: number; mainGrowthBytes: number; perSectionBytes: number; guideJsDeltaBytes: number}> {
  const dir = copyRepo('docs-bench-scaling-');
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/version-cut.ts', 'javascript', 'v3'], {
      cwd: dir,
      stdio: 'ignore',
    });
    timedBuild(dir, ['npm', 'run', 'build', '--silent']);
    const facts = buildFacts(path.join(dir, 'build'));
    const entry = findReferenceSpecEntry('reference_javascript_v2');
    const addedSections = loadVersionModel(ROOT, entry!).sections.length + 1;
    const server = await serve(path.join(dir, 'build'), 3213);
    const browser = await chromium.launch({executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS]});
    try {
      const guide = await measurePage(browser, 'http://127.0.0.1:3213', {name: 'guide', path: oursGuide.path});
      const growth = facts.mainGzipBytes - ours.mainGzipBytes;
      return {
        addedSections,
        mainGrowthBytes: growth,
        perSectionBytes: growth / addedSections,
        guideJsDeltaBytes: guide.jsGzipBytes - oursGuide.jsGzipBytes,
      };
    } finally {
      await browser.close();
      stop(server);
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

async function main(): Promise<void> {
  fs.mkdirSync(OUT, {recursive: true});
  const withLighthouse = !args.has('--skip-lighthouse');

  console.log('Building this portal...');
  const ours: SiteResult = {build: timedBuild(ROOT, ['npm', 'run', 'build', '--silent']), pages: []};
  ours.build.pages = countHtml(path.join(ROOT, 'build'));
  const oursFacts = buildFacts(path.join(ROOT, 'build'));

  console.log('Generating and building the baseline (plain Docusaurus classic, same pages)...');
  const baselineDir = createBaseline(ROOT);
  const baseline: SiteResult = {
    build: timedBuild(baselineDir, [path.join(ROOT, 'node_modules/.bin/docusaurus'), 'build'], BASELINE_ENV),
    pages: [],
  };
  baseline.build.pages = countHtml(path.join(baselineDir, 'build'));
  const baselineFacts = buildFacts(path.join(baselineDir, 'build'));

  console.log('Generating and building the 500-page baseline (the cost per route)...');
  const smallDir = createBaseline(ROOT, {maxPages: 500});
  const small: SiteResult = {
    build: timedBuild(smallDir, [path.join(ROOT, 'node_modules/.bin/docusaurus'), 'build'], BASELINE_ENV),
    pages: [],
  };
  small.build.pages = countHtml(path.join(smallDir, 'build'));
  const smallFacts = buildFacts(path.join(smallDir, 'build'));
  fs.rmSync(smallDir, {recursive: true, force: true});
  const baselinePerRoute =
    (baselineFacts.mainGzipBytes - smallFacts.mainGzipBytes) / (baseline.build.pages - small.build.pages);

  console.log('Measuring pages...');
  ({pages: ours.pages, coldStart: ours.coldStart} = await measureSite(path.join(ROOT, 'build'), 3210, withLighthouse));
  ({pages: baseline.pages, coldStart: baseline.coldStart} = await measureSite(
    path.join(baselineDir, 'build'),
    3211,
    withLighthouse,
  ));
  console.log('Building a copy with one more JavaScript version (scaling)...');
  const scaling = await scalingFigure(
    oursFacts,
    ours.pages.find((p) => p.name === 'guide')!,
  );
  console.log('Measuring search...');
  const search = await measureSearch(3212);
  if (!args.has('--keep')) fs.rmSync(baselineDir, {recursive: true, force: true});

  const lines: string[] = [];
  const out = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  out(`Benchmark ${new Date().toISOString()} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`);
  out();
  out('| build | ours | baseline | ratio |');
  out('| --- | --- | --- | --- |');
  out(
    `| wall time | ${ours.build.seconds.toFixed(1)} s | ${baseline.build.seconds.toFixed(1)} s | ${ratio(ours.build.seconds, baseline.build.seconds)} |`,
  );
  out(
    `| peak memory | ${ours.build.peakMemoryMb} MB | ${baseline.build.peakMemoryMb} MB | ${ratio(ours.build.peakMemoryMb, baseline.build.peakMemoryMb)} |`,
  );
  out(`| HTML pages | ${ours.build.pages} | ${baseline.build.pages} | |`);
  out(
    `| build/ size | ${(oursFacts.totalBytes / 2 ** 20).toFixed(1)} MB | ${(baselineFacts.totalBytes / 2 ** 20).toFixed(1)} MB | ${ratio(oursFacts.totalBytes, baselineFacts.totalBytes)} |`,
  );
  out(`| duplicate files in assets/js | ${oursFacts.duplicateJsFiles} | ${baselineFacts.duplicateJsFiles} | |`);
  out(
    `| main.js gzip | ${kb(oursFacts.mainGzipBytes)} | ${kb(baselineFacts.mainGzipBytes)} | ${ratio(oursFacts.mainGzipBytes, baselineFacts.mainGzipBytes)} |`,
  );
  out();
  out(
    `500-page baseline: ${small.build.pages} pages, main.js ${kb(smallFacts.mainGzipBytes)} gzip, build ${small.build.seconds.toFixed(1)} s / ${small.build.peakMemoryMb} MB: the stock site pays ${baselinePerRoute.toFixed(1)} B gzip of main per added page.`,
  );
  out(
    `Scaling: one more JavaScript version (+${scaling.addedSections} section routes) grows our main.js by ${scaling.mainGrowthBytes} B gzip (${scaling.perSectionBytes.toFixed(1)} B per section); a guide page's first-load JS changes by ${scaling.guideJsDeltaBytes} B gzip.`,
  );
  out();
  out('| page | HTML | JS (raw) | JS (gzip) | baseline JS (gzip) | ratio | CSS | requests |');
  out('| --- | --- | --- | --- | --- | --- | --- | --- |');
  ours.pages.forEach((p, i) => {
    const b = baseline.pages[i];
    out(
      `| ${p.name} \`${p.path}\` | ${kb(p.htmlBytes)} | ${kb(p.jsBytes)} | ${kb(p.jsGzipBytes)} | ${kb(b.jsGzipBytes)} | ${ratio(p.jsGzipBytes, b.jsGzipBytes)} | ${kb(p.cssBytes)} | ${p.requests} |`,
    );
  });
  if (withLighthouse) {
    out();
    out(
      '| page | site | mobile perf | mobile a11y | mobile LCP | TBT | CLS | desktop perf | desktop a11y | desktop LCP |',
    );
    out('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [label, site] of [
      ['ours', ours],
      ['baseline', baseline],
    ] as const) {
      for (const p of site.pages) {
        const m = p.lighthouse!.mobile;
        const d = p.lighthouse!.desktop;
        out(
          `| ${p.name} | ${label} | ${m.performance} | ${m.accessibility} | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${d.performance} | ${d.accessibility} | ${d.lcpMs} ms |`,
        );
      }
    }
  }
  out();
  out(
    `Cold load of /reference/javascript/start in Chromium (local build, no throttling): LCP ${ours.coldStart!.lcpMs} ms (baseline ${baseline.coldStart!.lcpMs} ms); layout shift while scrolling the whole page ${ours.coldStart!.scrollCls} (baseline ${baseline.coldStart!.scrollCls})`,
  );
  out();
  out(
    `Search: index ${kb(search.indexBytes)}, median query ${search.medianQueryMs} ms over ${search.queries.length} queries (${search.queries.map((q) => `${q.q}: ${q.ms} ms`).join(', ')})`,
  );
  const rel = search.relevance;
  out(
    `Search relevance: expected page first for ${rel.first}/${rel.total} queries (${Math.round((100 * rel.first) / rel.total)}%), in the top 3 for ${rel.top3}/${rel.total} (frozen part: ${rel.frozen.first}/${rel.frozen.total} first, ${rel.frozen.top3}/${rel.frozen.total} top 3)${rel.misses.length ? `; not first: ${rel.misses.map((m) => `"${m.query}" (got ${m.got[0] ?? 'nothing'})`).join(', ')}` : ''}`,
  );
  out();

  const budgets: [string, boolean, string][] = [];
  ours.pages.forEach((p, i) => {
    const b = baseline.pages[i];
    budgets.push([
      `JS gzip of ${p.path} ≤ 1.1 × baseline`,
      p.jsGzipBytes <= 1.1 * b.jsGzipBytes,
      `${kb(p.jsGzipBytes)} vs ${kb(b.jsGzipBytes)}`,
    ]);
  });
  if (withLighthouse) {
    for (const p of ours.pages) {
      const m = p.lighthouse!.mobile;
      budgets.push([`Lighthouse mobile performance ≥ 95 on ${p.path}`, m.performance >= 95, String(m.performance)]);
      budgets.push([
        `Lighthouse mobile accessibility = 100 on ${p.path}`,
        m.accessibility === 100,
        String(m.accessibility),
      ]);
      budgets.push([
        `CLS < 0.05 on ${p.path}`,
        m.cls < 0.05 && p.lighthouse!.desktop.cls < 0.05,
        `${m.cls} / ${p.lighthouse!.desktop.cls}`,
      ]);
      budgets.push([`Lighthouse mobile TBT ≤ 200 ms on ${p.path}`, m.tbtMs <= 200, `${m.tbtMs} ms`]);
    }
    const start = ours.pages.find((p) => p.path === '/reference/javascript/start')!;
    budgets.push([
      'LCP of /reference/javascript/start < 1.5 s (desktop)',
      start.lighthouse!.desktop.lcpMs < 1500,
      `${start.lighthouse!.desktop.lcpMs} ms`,
    ]);
  }
  budgets.push([
    'Cold LCP of /reference/javascript/start < 1.5 s (local Chromium)',
    ours.coldStart!.lcpMs < 1500,
    `${ours.coldStart!.lcpMs} ms`,
  ]);
  budgets.push([
    'Layout shift while scrolling /reference/javascript/start ≤ 0.1',
    ours.coldStart!.scrollCls <= 0.1,
    String(ours.coldStart!.scrollCls),
  ]);
  budgets.push([
    'Build time ≤ 1.3 × baseline',
    ours.build.seconds <= 1.3 * baseline.build.seconds,
    `${ours.build.seconds.toFixed(1)} s vs ${baseline.build.seconds.toFixed(1)} s`,
  ]);
  budgets.push(['Production build ≤ 90 s', ours.build.seconds <= 90, `${ours.build.seconds.toFixed(1)} s`]);
  budgets.push([
    'Production build peak memory ≤ 2 GiB',
    ours.build.peakMemoryMb <= 2048,
    `${ours.build.peakMemoryMb} MB`,
  ]);
  budgets.push([
    'build/ ≤ 120 MB',
    oursFacts.totalBytes <= 120 * 2 ** 20,
    `${(oursFacts.totalBytes / 2 ** 20).toFixed(1)} MB`,
  ]);
  budgets.push([
    'No two files in build/assets/js with the same content',
    oursFacts.duplicateJsFiles === 0,
    String(oursFacts.duplicateJsFiles),
  ]);
  budgets.push([
    'main.js grows < 20 B gzip per added section',
    scaling.perSectionBytes < 20,
    `${scaling.perSectionBytes.toFixed(1)} B`,
  ]);
  budgets.push([
    "A guide page's first-load JS unchanged by an added version (±1 KB)",
    Math.abs(scaling.guideJsDeltaBytes) <= 1024,
    `${scaling.guideJsDeltaBytes} B`,
  ]);
  const section = ours.pages.find((p) => p.path === '/reference/javascript/select')!;
  budgets.push(['Reference section route HTML < 150 KB', section.htmlBytes < 150 * 1024, kb(section.htmlBytes)]);
  out('Budgets:');
  for (const [name, ok, figure] of budgets) out(`${ok ? 'PASS' : 'FAIL'}  ${name} (${figure})`);
  const failed = budgets.filter(([, ok]) => !ok).length;
  out(`${budgets.length - failed} passed, ${failed} failed`);

  fs.writeFileSync(
    path.join(OUT, 'latest.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: os.cpus().length,
        ours,
        oursFacts,
        baseline,
        baselineFacts,
        small,
        smallFacts,
        scaling,
        search,
        budgets,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(path.join(OUT, 'latest.md'), `${lines.join('\n')}\n`);
  console.log(`\nWritten to ${path.relative(ROOT, OUT)}/latest.json and latest.md`);
}

// Run as a script (`npm run bench`); bench/ablation.ts imports the helpers above.
if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
