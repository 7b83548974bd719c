/**
 * The overrides' ablation (issue 29 item 1): builds the site once with every override on and once per override with
 * it off (`OVERRIDES_OFF=<name>`, src/overrides/index.ts), serves every build at once, and runs Lighthouse (mobile) on
 * the bench's pages, interleaved (round by round, page by page, build by build), keeping the median of the runs by
 * performance score. Writes bench-results/ablation.json and ablation.md (a table per page: the budgets with the
 * override on and off).
 *
 *   npx tsx bench/ablation.ts                                  every override, 3 runs per page and build
 *   npx tsx bench/ablation.ts --overrides staged-boot --runs 1 --pages /guides/auth/passwords --on-build build
 *
 * `--on-build <dir>` measures an existing build as the "all on" one instead of building it; `--together` makes one
 * build with all the named overrides off instead of one per override; `--check-only` skips Lighthouse. Before
 * measuring, every build must render a guide and a reference section in Chromium without a console error. Each build
 * lands in bench-results/ablation/<name>/; `build/` is left as the last build made. Run it alone on a quiet machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {OVERRIDE_NAMES, overridesOff} from '../src/overrides';
import {launch} from '../e2e/support/browser';
import {lighthouseScores, serve, stop, type LighthouseScores} from './lighthouse';
import {BENCH_PAGES} from './pages';
import {timedBuild} from './run';

/** The pages the bench has measured since issue 14 (median of 3 there): the ablation's default set. */
const PAGES = BENCH_PAGES.filter((p) => p.medianOf3);

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'bench-results');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

interface Variant {
  /** `all on`, or the override that is off. */
  name: string;
  buildDir: string;
  buildSeconds?: number;
  peakMemoryMb?: number;
}

/** The median run by performance score (the lower middle one for an even count). */
function medianByPerformance(runs: readonly LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The budgets of issue 29 item 6 on one page's median. */
function budgetLine(m: LighthouseScores): string {
  const ok = m.performance >= 95 && m.tbtMs <= 200 && m.cls < 0.05 && m.accessibility === 100 && m.lcpMs <= 1500;
  return `${m.performance} / TBT ${m.tbtMs} ms / LCP ${m.lcpMs} ms / CLS ${m.cls} / a11y ${m.accessibility}${ok ? '' : ' ✗'}`;
}

function build(name: string, off: string): Variant {
  console.log(`Building with OVERRIDES_OFF=${off || '(none)'}...`);
  const result = timedBuild(ROOT, ['npm', 'run', 'build', '--silent'], {OVERRIDES_OFF: off});
  const dir = path.join(OUT, 'ablation', name.replace(/[\s,]+/g, '-'));
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.dirname(dir), {recursive: true});
  fs.cpSync(path.join(ROOT, 'build'), dir, {recursive: true});
  return {name, buildDir: dir, buildSeconds: result.seconds, peakMemoryMb: result.peakMemoryMb};
}

/** Pages every variant must render: a guide and a reference section (hydrated, its heading shown, no console error). */
const RENDER_CHECKS = [
  {path: '/guides/auth/passwords', heading: 'h1'},
  {path: '/reference/javascript/select', heading: 'h2#select'},
];

async function checkRenders(variant: Variant, port: number): Promise<string[]> {
  const browser = await launch();
  const problems: string[] = [];
  try {
    for (const check of RENDER_CHECKS) {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(`http://127.0.0.1:${port}${check.path}`, {waitUntil: 'load'});
      // Hydrated: React has attached to the root (a client-side navigation would work).
      const hydrated = await page
        .waitForFunction(
          () => Object.keys(document.getElementById('__docusaurus') ?? {}).some((k) => k.startsWith('__react')),
          null,
          {timeout: 15000},
        )
        .then(() => true)
        .catch(() => false);
      if (!hydrated) problems.push(`${variant.name}: ${check.path} did not hydrate in 15 s`);
      await page.waitForTimeout(1500);
      const headingShown = await page.locator(check.heading).first().isVisible();
      if (response?.status() !== 200) problems.push(`${variant.name}: ${check.path} answered ${response?.status()}`);
      if (!headingShown) problems.push(`${variant.name}: ${check.path} shows no ${check.heading}`);
      for (const e of errors) problems.push(`${variant.name}: ${check.path}: console error: ${e}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}

async function main(): Promise<void> {
  const names = [...overridesOff(option('overrides') ?? OVERRIDE_NAMES.join(','))];
  const runs = Number(option('runs') ?? 3);
  const pagePaths = option('pages')?.split(',');
  const pages = pagePaths ? BENCH_PAGES.filter((p) => pagePaths.includes(p.path)) : PAGES;
  if (pages.length === 0)
    throw new Error(`--pages names none of the bench's pages (${BENCH_PAGES.map((p) => p.path)})`);
  const onBuild = option('on-build');

  const variants: Variant[] = process.argv.includes('--together')
    ? [build(names.join(','), names.join(','))]
    : names.map((name) => build(name, name));
  variants.unshift(onBuild ? {name: 'all on', buildDir: path.resolve(ROOT, onBuild)} : build('all on', ''));

  const servers = await Promise.all(variants.map((v, i) => serve(v.buildDir, 3310 + i)));
  const scores = new Map<string, LighthouseScores[]>();
  try {
    const problems = (await Promise.all(variants.map((v, i) => checkRenders(v, 3310 + i)))).flat();
    if (problems.length > 0) throw new Error(`A build does not render cleanly:\n- ${problems.join('\n- ')}`);
    console.log(`Every build renders ${RENDER_CHECKS.map((c) => c.path).join(' and ')} without a console error.`);
    if (process.argv.includes('--check-only')) return;
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        for (const [i, v] of variants.entries()) {
          console.log(`Lighthouse ${round + 1}/${runs} ${page.path} (${v.name})`);
          const key = `${page.path}\n${v.name}`;
          scores.set(key, [
            ...(scores.get(key) ?? []),
            await lighthouseScores(`http://127.0.0.1:${3310 + i}${page.path}`, 'mobile'),
          ]);
        }
      }
    }
  } finally {
    servers.forEach(stop);
  }

  const lines = [
    `# Overrides ablation (Lighthouse mobile, median of ${runs} by performance, interleaved)`,
    '',
    '| build | build time | peak memory |',
    '| --- | --- | --- |',
    ...variants.map(
      (v) =>
        `| ${v.name === 'all on' ? 'all on' : `\`${v.name}\` off`} | ${v.buildSeconds?.toFixed(0) ?? '(given)'} s | ${v.peakMemoryMb ?? '–'} MB |`,
    ),
    '',
    `| page | ${variants.map((v) => (v.name === 'all on' ? 'all on' : `\`${v.name}\` off`)).join(' | ')} |`,
    `| --- | ${variants.map(() => '---').join(' | ')} |`,
    ...pages.map(
      (page) =>
        `| \`${page.path}\` | ${variants.map((v) => budgetLine(medianByPerformance(scores.get(`${page.path}\n${v.name}`)!))).join(' | ')} |`,
    ),
  ];
  fs.mkdirSync(OUT, {recursive: true});
  fs.writeFileSync(
    path.join(OUT, 'ablation.json'),
    JSON.stringify({runs, variants, scores: Object.fromEntries(scores)}, null, 2),
  );
  fs.writeFileSync(path.join(OUT, 'ablation.md'), `${lines.join('\n')}\n`);
  console.log(`${lines.join('\n')}\n\nWritten to bench-results/ablation.json and ablation.md`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
