/**
 * Critical CSS on and off (issue 29, item 6; src/plugins/browser/critical-css): builds the site once per mode
 * (`CRITICAL_CSS=off|shared|inline`), keeps each build in bench-results/critical-css/<mode>/, and reports per mode the
 * build (wall time, peak memory, `build/` size against the 120 MB budget) and, per bench page, its HTML and its
 * first-screen CSS (raw and gzip); then Lighthouse mobile on every page of every build, simulated and under DevTools
 * throttling, interleaved (round by round, page by page, build by build). Writes bench-results/critical-css.md/json.
 *
 *   npx tsx bench/criticalCss.ts                                   build every mode, then Lighthouse (1 run)
 *   npx tsx bench/criticalCss.ts --skip-build --pages guide,coverage --runs 3 --throttling devtools
 *   npx tsx bench/criticalCss.ts --sizes-only                      builds and sizes, no Lighthouse
 *
 * `--skip-build` measures the builds an earlier run left. Run it under the shared lock, in slices of pages that stay
 * under ~12 minutes (each Lighthouse run takes 15–25 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {BENCH_PAGES, selectPages} from './pages';
import {lighthouseScores, medianOf, serve, stop, type LighthouseScores, type ThrottlingMethod} from './lighthouse';
import {paintDeps} from './pass';
import {dirBytes, timedBuild} from './run';

const ROOT = path.resolve(__dirname, '..');
const OUT = path.join(ROOT, 'bench-results');
const DIR = path.join(OUT, 'critical-css');
const MODES = ['off', 'shared', 'inline'] as const;
type Mode = (typeof MODES)[number];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

const MiB = 2 ** 20;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (s: string | Buffer) => zlib.gzipSync(s).length;

interface BuildFigures {
  mode: Mode;
  seconds: number;
  peakMemoryMb: number;
  totalBytes: number;
  htmlBytes: number;
}

function htmlBytes(dir: string): number {
  let n = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, {withFileTypes: true})) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.html')) n += fs.statSync(p).size;
    }
  };
  walk(dir);
  return n;
}

function buildMode(mode: Mode): BuildFigures {
  console.log(`Building with CRITICAL_CSS=${mode}...`);
  const r = timedBuild(ROOT, ['npm', 'run', 'build', '--silent'], {CRITICAL_CSS: mode});
  const dir = path.join(DIR, mode);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(DIR, {recursive: true});
  fs.cpSync(path.join(ROOT, 'build'), dir, {recursive: true});
  return {
    mode,
    seconds: r.seconds,
    peakMemoryMb: r.peakMemoryMb,
    totalBytes: dirBytes(dir),
    htmlBytes: htmlBytes(dir),
  };
}

/** A page's HTML and the first-screen CSS it gets before the site's stylesheets (inline `<style>`s or the shared file). */
function pageSizes(dir: string, route: string): {html: number; htmlGz: number; css: number; cssGz: number} {
  const file = path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
  const html = fs.readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const shared = /<link rel=stylesheet href=\/(assets\/css\/critical\.[0-9a-f]{8}\.css)>/.exec(head)?.[1];
  const css = shared
    ? fs.readFileSync(path.join(dir, shared), 'utf8')
    : /data-ccss/.test(head)
      ? [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
      : '';
  return {html: Buffer.byteLength(html), htmlGz: gzip(html), css: Buffer.byteLength(css), cssGz: gzip(css)};
}

async function main(): Promise<void> {
  const modes = (option('modes')?.split(',') ?? [...MODES]) as Mode[];
  for (const m of modes) if (!MODES.includes(m)) throw new Error(`--modes: ${m} is not one of ${MODES.join(', ')}`);
  const pages = selectPages(BENCH_PAGES, option('pages'));
  const runs = Number(option('runs') ?? 1);
  const throttlings = (option('throttling')?.split(',') ?? ['simulate', 'devtools']) as ThrottlingMethod[];
  const figuresFile = path.join(DIR, 'builds.json');
  let builds: BuildFigures[] = fs.existsSync(figuresFile) ? JSON.parse(fs.readFileSync(figuresFile, 'utf8')) : [];
  if (!process.argv.includes('--skip-build')) {
    for (const mode of modes) builds = [...builds.filter((b) => b.mode !== mode), buildMode(mode)];
    fs.writeFileSync(figuresFile, JSON.stringify(builds, null, 2));
  }
  const present = modes.filter((m) => fs.existsSync(path.join(DIR, m, 'index.html')));
  const lines: string[] = [`# Critical CSS: ${present.join(', ')} (${new Date().toISOString()})`, ''];
  lines.push('| mode | build | peak memory | `build/` (budget 120 MB) | all HTML |', '| --- | --- | --- | --- | --- |');
  for (const b of builds.filter((x) => present.includes(x.mode)))
    lines.push(
      `| ${b.mode} | ${b.seconds.toFixed(1)} s | ${b.peakMemoryMb} MB | ${(b.totalBytes / MiB).toFixed(1)} MB${b.totalBytes <= 120 * MiB ? '' : ' ✗'} | ${(b.htmlBytes / MiB).toFixed(1)} MB |`,
    );
  lines.push(
    '',
    `| page | ${present.map((m) => `${m}: HTML raw / gz, first-screen CSS raw / gz`).join(' | ')} |`,
    `| --- | ${present.map(() => '---').join(' | ')} |`,
  );
  for (const page of pages)
    lines.push(
      `| ${page.name} | ${present
        .map((m) => {
          const s = pageSizes(path.join(DIR, m), page.path);
          return `${kb(s.html)} / ${kb(s.htmlGz)}, ${s.css ? `${kb(s.css)} / ${kb(s.cssGz)}` : '–'}`;
        })
        .join(' | ')} |`,
    );

  const scores = new Map<string, LighthouseScores>();
  if (!process.argv.includes('--sizes-only')) {
    const servers = await Promise.all(present.map((m, i) => serve(path.join(DIR, m), 3330 + i)));
    try {
      for (const page of pages)
        for (const throttling of throttlings)
          for (const [i, m] of present.entries()) {
            console.log(`Lighthouse ${page.path} ${throttling} ${m} (${runs} run(s))`);
            scores.set(
              `${page.name}|${throttling}|${m}`,
              await medianOf(runs, () =>
                lighthouseScores(`http://127.0.0.1:${3330 + i}${page.path}`, 'mobile', throttling),
              ),
            );
          }
    } finally {
      servers.forEach(stop);
    }
    lines.push(
      '',
      `Lighthouse mobile, median of ${runs} by performance: perf / FCP / LCP / TBT / CLS / a11y (✗: a budget fails)`,
      `| page | throttling | ${present.join(' | ')} |`,
      `| --- | --- | ${present.map(() => '---').join(' | ')} |`,
    );
    for (const page of pages)
      for (const throttling of throttlings)
        lines.push(
          `| ${page.name} | ${throttling} | ${present
            .map((m) => {
              const s = scores.get(`${page.name}|${throttling}|${m}`)!;
              const ok =
                s.performance >= 95 && s.tbtMs <= 200 && s.cls < 0.05 && s.accessibility === 100 && s.lcpMs <= 1500;
              return `${s.performance} / ${s.fcpMs} / ${s.lcpMs} / ${s.tbtMs} / ${s.cls} / ${s.accessibility}${ok ? '' : ' ✗'}${throttling === 'simulate' ? ` (${paintDeps(s)})` : ''}`;
            })
            .join(' | ')} |`,
        );
  }
  fs.mkdirSync(OUT, {recursive: true});
  const stamp =
    pages.length === BENCH_PAGES.length ? '' : `-${pages.map((p) => p.name.replace(/\W+/g, '-')).join('_')}`;
  fs.writeFileSync(path.join(OUT, `critical-css${stamp}.md`), `${lines.join('\n')}\n`);
  fs.writeFileSync(
    path.join(OUT, `critical-css${stamp}.json`),
    JSON.stringify({builds, runs, scores: Object.fromEntries(scores)}, null, 2),
  );
  console.log(lines.join('\n'));
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
