/**
 * Why Lighthouse's simulated (Lantern) LCP of a page is what it is (BENCHMARKS.md, session 19). Lantern replays the
 * unthrottled load's dependency graph cut at the observed LCP: every request that ended before it (but low-priority
 * images, and scripts first evaluated after it) and every layout before it, through its mobile throttling model.
 * A page whose observed LCP comes after the start-up bundles have arrived and run pays for them in the simulation,
 * whatever the throttled page does. For each run: the simulated FCP and LCP, the observed (unthrottled) FCP, LCP and
 * its candidates, the LCP element, and the requests in the LCP graph with the time each ended. Times are ms from
 * navigation start.
 *
 * With `--throttling devtools` the same page under real DevTools throttling (the graph lines then only say which
 * requests ended before the LCP).
 *
 *   npx tsx bench/lcpGraph.ts [--dir build] [--pages guide,changes] [--runs 3] [--throttling devtools]
 */
import path from 'node:path';
import {runLighthouse, serve, stop} from './lighthouse';
import {BENCH_PAGES, selectPages} from './pages';

interface Req {
  url: string;
  resourceType?: string;
  priority?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  args?: {data?: {url?: string; size?: number; nodeName?: string; type?: string; candidateIndex?: number}};
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The main thread's work before the LCP: what runs, when, for how long (the steps of 10 ms or more). */
const STEPS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
]);

async function analyse(url: string, throttlingMethod: 'simulate' | 'devtools'): Promise<string[]> {
  const {lhr, artifacts} = await runLighthouse(url, {onlyCategories: ['performance'], throttlingMethod});
  const m = (lhr.audits.metrics?.details as {items?: Record<string, number>[]} | undefined)?.items?.[0] ?? {};
  const events = (artifacts as unknown as {Trace: {traceEvents: TraceEvent[]}}).Trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const at = (ts: number) => Math.round((ts - nav) / 1000);
  const candidates = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate')
    .map((e) => `${at(e.ts)} ms (${e.args?.data?.type ?? '?'}, ${e.args?.data?.size ?? '?'} px²)`);
  const firstEval = new Map<string, number>();
  for (const e of events)
    if (e.name === 'EvaluateScript' && e.args?.data?.url && !firstEval.has(e.args.data.url))
      firstEval.set(e.args.data.url, at(e.ts));
  const lcp = m.observedLargestContentfulPaint ?? 0;
  const element = (
    lhr.audits['largest-contentful-paint-element']?.details as
      {items?: {items?: {node?: {selector?: string; snippet?: string}}[]}[]} | undefined
  )?.items?.[0]?.items?.[0]?.node;
  const items = ((lhr.audits['network-requests']?.details as {items?: Req[]} | undefined)?.items ?? []).filter(
    (r) => !r.url.startsWith('data:'),
  );
  // network-requests' times count from the first request; the trace's from navigation start.
  const docStart = at(events.find((e) => e.name === 'ResourceSendRequest')?.ts ?? nav);
  const lines = [
    `${url}: ${throttlingMethod} FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0)}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0)} ms; observed FCP ${Math.round(m.observedFirstContentfulPaint ?? 0)}, LCP ${Math.round(lcp)} ms`,
    `  LCP element: ${element?.selector ?? '?'}  ${(element?.snippet ?? '').slice(0, 100)}`,
    `  LCP candidates: ${candidates.join('; ')}`,
  ];
  const parse = events.find((e) => e.name === 'ParseHTML');
  const steps = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === parse?.pid &&
      e.tid === parse?.tid &&
      STEPS.has(e.name) &&
      (e.dur ?? 0) >= 10000 &&
      at(e.ts) <= lcp,
  );
  lines.push(
    `  main thread before the LCP (steps ≥ 10 ms): ${steps.map((e) => `${e.name} ${at(e.ts)}+${Math.round((e.dur ?? 0) / 1000)}`).join(', ')}`,
  );
  let graphBytes = 0;
  for (const r of items) {
    const end = (r.networkEndTime ?? Infinity) + docStart;
    const lowImage = r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow');
    const evaluated = firstEval.get(r.url);
    const scriptAfter = r.resourceType === 'Script' && (evaluated === undefined || evaluated > lcp);
    const inGraph = end <= lcp && !lowImage && !scriptAfter;
    if (inGraph) graphBytes += r.transferSize ?? 0;
    if ((r.networkRequestTime ?? Infinity) + docStart > lcp + 100) continue;
    lines.push(
      `  ${inGraph ? 'IN ' : '   '} ${r.url
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(0, 50)
        .padEnd(
          50,
        )} ${String(r.resourceType).padEnd(10)} ${String(r.priority).padEnd(8)} sent ${String(Math.round((r.networkRequestTime ?? 0) + docStart)).padStart(4)} end ${String(Math.round(end)).padStart(4)}${evaluated !== undefined ? ` run ${evaluated}` : ''}  ${((r.transferSize ?? 0) / 1024).toFixed(1)} KB`,
    );
  }
  lines.push(`  in the LCP graph: ${(graphBytes / 1024).toFixed(1)} KB`);
  return lines;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = path.resolve(option(args, '--dir') ?? 'build');
  const pages = selectPages(BENCH_PAGES, option(args, '--pages'));
  const runs = Math.max(1, Number(option(args, '--runs') ?? 1));
  const port = Number(option(args, '--port') ?? 3250);
  const throttling = option(args, '--throttling') === 'devtools' ? 'devtools' : 'simulate';
  const server = await serve(dir, port);
  try {
    for (let round = 0; round < runs; round++)
      for (const page of pages) {
        console.log(`# ${page.name} run ${round + 1}`);
        console.log((await analyse(`http://127.0.0.1:${port}${page.path}`, throttling)).join('\n'));
      }
  } finally {
    stop(server);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
