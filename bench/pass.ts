/**
 * Single Lighthouse passes over an existing build, with the bench's helpers (no build, no baseline): for checking a
 * change on a busy machine without the full `npm run bench`.
 *
 *   npx tsx bench/pass.ts [--dir build[,other-build]] [--pages guide,coverage] [--runs 1] [--throttling simulate|devtools]
 *                         [--port 3220] [--breakdown]
 *
 * Prints one line per page and build: performance, accessibility, FCP, LCP, TBT, CLS (mobile). With several builds
 * (`--dir a,b`) the runs are interleaved (round by round, page by page, build by build) and each line is the median of
 * its build's runs. `--breakdown` adds every run's main-thread time by kind of work and its longest tasks.
 */
import path from 'node:path';
import {BENCH_PAGES, selectPages} from './pages';
import {lighthouseScores, medianOf, serve, stop, type LighthouseScores, type ThrottlingMethod} from './lighthouse';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** What started before the observed first paint (bench/lighthouse.ts): what Lantern counts as the paint's dependencies. */
export function paintDeps(s: LighthouseScores): string {
  const b = s.beforePaint;
  return b
    ? `${b.requests} requests (${b.scripts} scripts, ${(b.transferBytes / 1024).toFixed(0)} KB) before ${b.observedFcpMs} ms`
    : '–';
}

/** One run's main-thread time by kind of work and its longest tasks, on one line. */
export function breakdown(s: LighthouseScores): string {
  const groups = (s.mainThread ?? []).map((g) => `${g.group} ${g.ms}`).join(', ');
  const tasks = (s.longTasks ?? [])
    .slice(0, 5)
    .map((t) => `${t.ms} ms at ${t.startMs} (${t.url.replace(/^https?:\/\/[^/]+/, '') || 'page'})`)
    .join(', ');
  return `main thread: ${groups}; longest tasks: ${tasks || 'none'}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirs = (option(args, '--dir') ?? 'build').split(',').map((d) => path.resolve(d));
  const pages = selectPages(BENCH_PAGES, option(args, '--pages'));
  const runs = Math.max(1, Number(option(args, '--runs') ?? 1));
  const throttling = (option(args, '--throttling') ?? 'simulate') as ThrottlingMethod;
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling: simulate or devtools');
  const port = Number(option(args, '--port') ?? 3220);
  const showBreakdown = args.includes('--breakdown');
  const servers = await Promise.all(dirs.map((dir, i) => serve(dir, port + i)));
  try {
    /** results[page][build]: the runs, in order. */
    const results = pages.map(() => dirs.map((): LighthouseScores[] => []));
    for (let round = 0; round < runs; round++)
      for (const [p, page] of pages.entries())
        for (const [d, dir] of dirs.entries()) {
          const s = await lighthouseScores(`http://127.0.0.1:${port + d}${page.path}`, 'mobile', throttling);
          results[p][d].push(s);
          if (showBreakdown)
            console.log(
              `${page.name} (${path.basename(dir)}) run ${round + 1}: perf ${s.performance}, TBT ${s.tbtMs} ms, LCP ${s.lcpMs} ms; ${breakdown(s)}`,
            );
        }
    console.log(
      `| page | build | perf | a11y | FCP | LCP | TBT | CLS | before the observed first paint |  (mobile, ${throttling}, median of ${runs})`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [p, page] of pages.entries())
      for (const [d, dir] of dirs.entries()) {
        const s = await medianOf(runs, async () => results[p][d].shift()!);
        console.log(
          `| ${page.name} \`${page.path}\` | ${path.basename(dir)} | ${s.performance} | ${s.accessibility} | ${s.fcpMs} ms | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.cls} | ${paintDeps(s)} |`,
        );
      }
  } finally {
    servers.forEach(stop);
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
