/**
 * The bench's measuring helpers, shared by the full run (bench/run.ts) and single passes (bench/pass.ts): serving a
 * build compressed, and one Lighthouse run of a page.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {CHROMIUM, CHROMIUM_FLAGS} from '../e2e/support/browser';
import {withExtraDisabledFeatures} from '../e2e/support/chromiumFeatures';

const ROOT = path.resolve(__dirname, '..');

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The requests that started before the first paint of the unthrottled load Lighthouse observed, and their transfer
   * size: what its simulation (Lantern) takes as the paint's dependencies besides the render-blocking ones.
   */
  beforePaint?: {requests: number; scripts: number; transferBytes: number; observedFcpMs: number};
  /** Main-thread time by kind of work (Lighthouse's `mainthread-work-breakdown`, ms, largest first). */
  mainThread?: {group: string; ms: number}[];
  /** The longest main-thread tasks (Lighthouse's `long-tasks`): where they start, how long, whose script. */
  longTasks?: {startMs: number; ms: number; url: string}[];
}

/**
 * Lighthouse's throttling: `simulate` (its default: an unthrottled load, then Lantern's estimate for a slow phone) or
 * `devtools` (the page really loaded under DevTools' network and CPU throttling, which decides when they disagree).
 */
export type ThrottlingMethod = 'simulate' | 'devtools';

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

type Lighthouse = (typeof import('lighthouse'))['default'];
/** What one Lighthouse run returns: the report (`lhr`) and the artifacts it was computed from (the trace among them). */
export type LighthouseRun = NonNullable<Awaited<ReturnType<Lighthouse>>>;

/**
 * One Lighthouse run of `url` in the bench's Chromium, started for the run with a fresh profile and stopped after it:
 * mobile, unless `config` is another (Lighthouse's desktop config).
 */
export async function runLighthouse(
  url: string,
  flags: {onlyCategories: string[]; throttlingMethod: ThrottlingMethod},
  config?: Parameters<Lighthouse>[2],
): Promise<LighthouseRun> {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // chrome-launcher's defaults, with the features the tests turn off added to its `--disable-features` (Chromium
  // reads only the last one): e2e/support/browser.ts, EXTRA_DISABLED_FEATURES.
  const chromeFlags = [
    ...chromeLauncher.Launcher.defaultFlags().map((f) =>
      f.startsWith('--disable-features=') ? withExtraDisabledFeatures(f) : f,
    ),
    ...CHROMIUM_FLAGS,
  ];
  if (!chromeFlags.some((f) => f.startsWith('--disable-features=')))
    throw new Error(
      "chrome-launcher's default flags have no --disable-features switch any more: see bench/lighthouse.ts",
    );
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags, ignoreDefaultFlags: true});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', ...flags}, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

export async function lighthouseScores(
  url: string,
  formFactor: 'mobile' | 'desktop',
  throttlingMethod: ThrottlingMethod = 'simulate',
): Promise<LighthouseScores> {
  const config =
    formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const {lhr} = await runLighthouse(url, {onlyCategories: ['performance', 'accessibility'], throttlingMethod}, config);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    beforePaint: requestsBeforePaint(lhr),
    mainThread: (
      (lhr.audits['mainthread-work-breakdown']?.details as {items?: {group: string; duration: number}[]} | undefined)
        ?.items ?? []
    ).map((i) => ({group: i.group, ms: Math.round(i.duration)})),
    longTasks: (
      (lhr.audits['long-tasks']?.details as {items?: {url: string; startTime: number; duration: number}[]} | undefined)
        ?.items ?? []
    ).map((i) => ({startMs: Math.round(i.startTime), ms: Math.round(i.duration), url: i.url})),
  };
}

interface RequestItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  transferSize?: number;
}

/** See `LighthouseScores.beforePaint`; times are taken from the document request's start. */
function requestsBeforePaint(lhr: {audits: Record<string, {details?: unknown}>}): LighthouseScores['beforePaint'] {
  const metrics = (lhr.audits.metrics?.details as {items?: {observedFirstContentfulPaint?: number}[]} | undefined)
    ?.items?.[0];
  const items = (lhr.audits['network-requests']?.details as {items?: RequestItem[]} | undefined)?.items;
  if (!metrics?.observedFirstContentfulPaint || !items?.length) return undefined;
  const start = Math.min(...items.map((r) => r.networkRequestTime ?? Infinity));
  const before = items.filter(
    (r) => (r.networkRequestTime ?? Infinity) - start < metrics.observedFirstContentfulPaint!,
  );
  return {
    requests: before.length,
    scripts: before.filter((r) => r.resourceType === 'Script').length,
    transferBytes: before.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    observedFcpMs: Math.round(metrics.observedFirstContentfulPaint),
  };
}

/** The run with the median performance score of `runs` (Lighthouse varies from run to run); one run is that run. */
export async function medianOf(runs: number, run: () => Promise<LighthouseScores>): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < Math.max(1, runs); i++) results.push(await run());
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor((results.length - 1) / 2)];
}
