/**
 * Single Lighthouse passes over an existing build, with the bench's helpers (no build, no baseline): for checking a
 * change on a busy machine without the full `npm run bench`.
 *
 *   npx tsx bench/pass.ts [--dir build] [--pages guide,coverage] [--runs 1] [--throttling simulate|devtools] [--port 3220]
 *
 * Prints one line per page: performance, accessibility, FCP, LCP, TBT, CLS (mobile).
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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = path.resolve(option(args, '--dir') ?? 'build');
  const pages = selectPages(BENCH_PAGES, option(args, '--pages'));
  const runs = Number(option(args, '--runs') ?? 1);
  const throttling = (option(args, '--throttling') ?? 'simulate') as ThrottlingMethod;
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling: simulate or devtools');
  const port = Number(option(args, '--port') ?? 3220);
  const server = await serve(dir, port);
  try {
    console.log(
      `| page | perf | a11y | FCP | LCP | TBT | CLS | before the observed first paint |  (${dir}, mobile, ${throttling}, median of ${runs})`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const s = await medianOf(runs, () =>
        lighthouseScores(`http://127.0.0.1:${port}${page.path}`, 'mobile', throttling),
      );
      console.log(
        `| ${page.name} \`${page.path}\` | ${s.performance} | ${s.accessibility} | ${s.fcpMs} ms | ${s.lcpMs} ms | ${s.tbtMs} ms | ${s.cls} | ${paintDeps(s)} |`,
      );
    }
  } finally {
    stop(server);
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
