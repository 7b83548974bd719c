/**
 * Debian's Chromium driven by playwright-core (no browser download), with the
 * flags this machine needs, a fresh profile per launch, and pages that record
 * console errors so a test can fail on them.
 */
import {chromium, type Browser, type BrowserContext, type Page} from 'playwright-core';
import {PLAYWRIGHT_DISABLED_FEATURES, withExtraDisabledFeatures} from './chromiumFeatures';
import {closesOnce, withDeadline} from './pool';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  mobile: {width: 375, height: 812},
} as const;

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run the end-to-end tests through e2e/jest.config.js (its globalSetup serves build/).',
    );
  return url;
}

/** How every test and the benchmark start Chromium (headless, offline from Google's services). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const PLAYWRIGHT_SWITCH = `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`;

/** Playwright gives every launch a fresh, temporary user-data dir of its own. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_FLAGS, withExtraDisabledFeatures(PLAYWRIGHT_SWITCH)],
    ignoreDefaultArgs: [PLAYWRIGHT_SWITCH],
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
}

export async function newPage(
  browser: Browser,
  viewport: {width: number; height: number} = VIEWPORTS.desktop,
  options: {reducedMotion?: 'reduce' | 'no-preference'} = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({viewport, reducedMotion: options.reducedMotion ?? 'no-preference'});
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => consoleErrors.push(`pageerror: ${err.message}`));
  return {page, context, consoleErrors};
}

/** Opens a full address (any server: the bench's too) and waits until React has hydrated the page. */
export async function openUrl(page: Page, url: string): Promise<number> {
  const res = await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30000});
  return res?.status() ?? 0;
}

/**
 * Waits until the page has drawn `count` more frames, or `fallbackMs` has passed; true when the frames were drawn.
 * Headless Chromium can stop calling `requestAnimationFrame` for a page (puppeteer#10350), and `page.evaluate` has no
 * timeout of its own: an unbounded frame wait then never returns. One did in the official CI of 571f992, in the axe
 * suite's desktop state, and held every later page of the file for an hour (BENCHMARKS.md, session 26). A frame that
 * does not come is reported on the test's console, so the cause stays visible.
 */
export async function afterFrames(page: Page, count = 2, fallbackMs = 2000): Promise<boolean> {
  const drawn = await page.evaluate(
    ({count, fallbackMs}) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), fallbackMs);
        let left = count;
        const frame = () => {
          left -= 1;
          if (left > 0) requestAnimationFrame(frame);
          else {
            clearTimeout(timer);
            resolve(true);
          }
        };
        requestAnimationFrame(frame);
      }),
    {count, fallbackMs},
  );
  if (!drawn) console.warn(`afterFrames: no ${count} frames drawn in ${fallbackMs} ms on ${page.url()}`);
  return drawn;
}

/** How long `withPage` waits for a context to close before it lets the test go on (a hung browser never answers). */
const CONTEXT_CLOSE_MS = 15000;

/**
 * Closes a context, or gives up after `CONTEXT_CLOSE_MS`: a close that never returns, or one that fails (the browser
 * already closing), is a warning and holds no test.
 */
async function closeContext(context: BrowserContext): Promise<void> {
  await withDeadline(
    context.close(),
    CONTEXT_CLOSE_MS,
    () => 'closeContext: the browser closing a context',
    () => undefined,
  ).catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
}

/** Opens a path of the served build and waits until React has hydrated the page. */
export function open(page: Page, route: string): Promise<number> {
  return openUrl(page, baseUrl() + route);
}

/**
 * One Chromium per test file: launched before its tests, closed after them.
 * `withPage` gives each test a fresh context and always closes it.
 */
export function useBrowser(): {
  browser: () => Browser;
  withPage: <T>(
    fn: (tracked: TrackedPage) => Promise<T>,
    viewport?: {width: number; height: number},
    options?: {reducedMotion?: 'reduce' | 'no-preference'},
  ) => Promise<T>;
} {
  let browser: Browser | undefined;
  // The browser closes only after every context its tests opened: one still closing when `afterAll` closed the
  // browser (a look-ahead check, or a test given up by its timeout) failed with "Target page, context or browser has
  // been closed" (session 27's CI of 8120739).
  const contexts = closesOnce(closeContext);
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await contexts.closeAll();
    await browser?.close();
  }, CONTEXT_CLOSE_MS + 30000);
  return {
    browser: () => browser as Browser,
    async withPage(fn, viewport = VIEWPORTS.desktop, options = {}) {
      const tracked = await newPage(browser as Browser, viewport, options);
      contexts.add(tracked.context);
      try {
        return await fn(tracked);
      } finally {
        await contexts.close(tracked.context);
      }
    },
  };
}
