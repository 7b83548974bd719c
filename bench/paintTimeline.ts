/**
 * The critical path of a page's first paint under real DevTools throttling (Lighthouse mobile,
 * `--throttling-method=devtools`): every request that started before the observed first paint, when it was sent,
 * when its response began and ended, its transfer size and Chromium's priority, and the observed FCP and LCP
 * (BENCHMARKS.md, session 18). Times are ms from the document request's start.
 *
 *   npx tsx bench/paintTimeline.ts [--dir build[,other-build]] [--pages guide,js-section] [--runs 1]
 */
import path from 'node:path';
import {runLighthouse, serve, stop} from './lighthouse';
import {BENCH_PAGES, selectPages} from './pages';

interface Req {
  url: string;
  resourceType?: string;
  priority?: string;
  networkRequestTime?: number;
  responseHeadersEndTime?: number;
  networkEndTime?: number;
  transferSize?: number;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function timeline(url: string): Promise<string[]> {
  const {lhr} = await runLighthouse(url, {onlyCategories: ['performance'], throttlingMethod: 'devtools'});
  const m = (lhr.audits.metrics?.details as {items?: Record<string, number>[]} | undefined)?.items?.[0] ?? {};
  const items = ((lhr.audits['network-requests']?.details as {items?: Req[]} | undefined)?.items ?? []).filter(
    (r) => !r.url.startsWith('data:'),
  );
  const t0 = Math.min(...items.map((r) => r.networkRequestTime ?? Infinity));
  const fcp = m.observedFirstContentfulPaint ?? 0;
  const lines = [
    `${url}: observed FCP ${Math.round(fcp)} ms, LCP ${Math.round(m.observedLargestContentfulPaint ?? 0)} ms; lighthouse FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0)}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0)}`,
  ];
  let bytes = 0;
  for (const r of items) {
    const sent = (r.networkRequestTime ?? 0) - t0;
    if (sent > fcp + 200) continue;
    bytes += sent < fcp ? (r.transferSize ?? 0) : 0;
    lines.push(
      `  ${r.url
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 60)
        .padEnd(
          60,
        )} ${String(r.resourceType).padEnd(10)} ${String(r.priority).padEnd(8)} sent ${String(Math.round(sent)).padStart(5)}  first byte ${String(Math.round((r.responseHeadersEndTime ?? 0) - t0)).padStart(5)}  end ${String(Math.round((r.networkEndTime ?? 0) - t0)).padStart(5)}  ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB`,
    );
  }
  lines.push(`  sent before the first paint: ${(bytes / 1024).toFixed(1)} KB`);
  return lines;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirs = (option(args, '--dir') ?? 'build').split(',').map((d) => path.resolve(d));
  const pages = selectPages(BENCH_PAGES, option(args, '--pages'));
  const runs = Math.max(1, Number(option(args, '--runs') ?? 1));
  const port = Number(option(args, '--port') ?? 3240);
  const servers = await Promise.all(dirs.map((dir, i) => serve(dir, port + i)));
  try {
    for (let round = 0; round < runs; round++)
      for (const page of pages)
        for (const [d, dir] of dirs.entries()) {
          console.log(`# ${path.basename(dir)} run ${round + 1}`);
          console.log((await timeline(`http://127.0.0.1:${port + d}${page.path}`)).join('\n'));
        }
  } finally {
    servers.forEach(stop);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
