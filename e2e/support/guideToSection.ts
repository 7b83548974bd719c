/**
 * A reader on a phone taps a guide's link to a reference section: what the screen shows from the tap on. Shared by
 * e2e/reference.e2e.ts (the behaviour: the section arrives, the screen never goes blank while the page fills) and
 * `npm run bench` (the time: the section drawn within 500 ms of the tap, median of several taps). The time is a
 * budget, so the bench judges it, not a test (a timed test fails on a busy machine, not on slow code).
 */
import type {Browser, Page} from 'playwright-core';
import {openUrl, VIEWPORTS} from './browser';

/** The guide, its link and the section the link leads to. */
const GUIDE = '/guides/storage/quickstart';
export const SECTION = '/reference/javascript/storage-from-createsignedurl';
const SECTION_HEADING = 'Create a signed URL';

/** How long after the tap the screen is sampled. */
const WATCH_MS = 3000;

interface Frame {
  /** When the screenshot was asked for, in ms from just before the tap. */
  at: number;
  /** Nothing on it below the top bar (under 2 % of it differs from its most common colour). */
  blank: boolean;
  /** Still the guide (under 2 % of it differs from the frame before the tap). */
  guide: boolean;
}

export interface TapResult {
  frames: Frame[];
  /** The first frame that is neither blank nor the guide, in ms from the tap (Infinity if none in WATCH_MS). */
  firstContentMs: number;
  /** Two blank frames in a row after the first content: the screen went blank while the page filled. */
  blankRuns: string[];
  url: string;
  headingVisible: boolean;
}

/**
 * Compares screenshots below the top bar, sampling every fifth pixel with colours in steps of 32 (so JPEG noise on
 * a flat background counts as that background): `ink` is the share that differs from the frame's most common
 * colour (0 on a blank screen), `changed` the share whose colour differs from the same pixel of `before`.
 */
async function compareShots(
  helper: Page,
  shots: readonly Buffer[],
  before: Buffer,
  topBar: number,
): Promise<{ink: number; changed: number}[]> {
  // Under tsx (the bench), esbuild names the inner arrow function with a `__name` helper that the page lacks.
  await helper.evaluate('window.__name = (f) => f');
  return helper.evaluate(
    async ({srcs, beforeSrc, top}) => {
      const pixels = async (src: string) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height - top;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, -top);
        const {data} = ctx.getImageData(0, 0, canvas.width, canvas.height);
        const keys: number[] = [];
        for (let i = 0; i < data.length; i += 4 * 5)
          keys.push(((data[i] >> 5) << 6) | ((data[i + 1] >> 5) << 3) | (data[i + 2] >> 5));
        return keys;
      };
      const old = await pixels(beforeSrc);
      const out: {ink: number; changed: number}[] = [];
      for (const src of srcs) {
        const keys = await pixels(src);
        const counts = new Map<number, number>();
        let changed = 0;
        keys.forEach((k, i) => {
          counts.set(k, (counts.get(k) ?? 0) + 1);
          if (k !== old[i]) changed++;
        });
        out.push({ink: 1 - Math.max(...counts.values()) / keys.length, changed: changed / keys.length});
      }
      return out;
    },
    {
      srcs: shots.map((s) => `data:image/jpeg;base64,${s.toString('base64')}`),
      beforeSrc: `data:image/jpeg;base64,${before.toString('base64')}`,
      top: topBar,
    },
  );
}

/**
 * Opens the guide on a 375 px phone (DPR 2, touch) in a fresh context of `browser`, puts a phone's network on the
 * page, taps the link and takes screenshots as fast as they come for WATCH_MS, then compares them.
 */
export async function tapGuideLinkToSection(browser: Browser, origin: string): Promise<TapResult> {
  const context = await browser.newContext({
    viewport: VIEWPORTS.mobile,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const helper = await context.newPage();
  try {
    // The page under test in front: headless Chromium draws a tab behind another one about once a second
    // (requestAnimationFrame 1017 ms apart, measured), so every screenshot of it waited up to a second for a
    // frame, and a frame between two steps of the fill stayed on screen that long.
    await page.bringToFront();
    await openUrl(page, origin + GUIDE);
    const link = page.locator(`main a[href="${SECTION}"]`).first();
    // A phone's network from here on (Lighthouse's mobile throttling: 150 ms round trip, 1.6 Mbps down): the
    // reference page needs the version's data (115 KB gzipped for JavaScript), and on loopback a late request for
    // it costs nothing.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await link.scrollIntoViewIfNeeded();
    // The reader reads the step with the link before tapping it.
    await page.waitForTimeout(3000);
    const topBar = Math.ceil(
      await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom),
    );
    const before = await page.screenshot({type: 'jpeg', quality: 60, scale: 'css'});
    // Timed from before the click (the route changes inside it), so the click's own checks count against the page.
    const start = Date.now();
    await link.click();
    // Screenshots as fast as they come (every 30-60 ms here); compared afterwards, so that decoding them does not
    // take the CPU from the page being measured.
    const taken: {at: number; shot: Buffer}[] = [];
    while (Date.now() - start < WATCH_MS) {
      // A screenshot shows the next frame drawn after it is asked for: timed from the request (one can take a
      // second to come back on a busy machine, and timing it from its return read as a late first paint).
      const at = Date.now() - start;
      taken.push({at, shot: await page.screenshot({type: 'jpeg', quality: 60, scale: 'css'})});
    }
    const compared = await compareShots(
      helper,
      taken.map((t) => t.shot),
      before,
      topBar,
    );
    const frames: Frame[] = taken.map(({at}, i) => ({
      at,
      blank: compared[i].ink < 0.02,
      // The guide is kept on screen until the reference page can be drawn: a frame that still shows it is not the
      // new page's content.
      guide: compared[i].changed < 0.02,
    }));
    const firstContentMs = frames.find((s) => !s.blank && !s.guide)?.at ?? Infinity;
    // A blank screen: two screenshots in a row with nothing on them (one frame in between may be a step of the fill
    // being painted; the reported defect was blank for 1.5-5 s).
    const blankRuns = frames
      .slice(1)
      .filter((s, i) => s.at > firstContentMs && s.blank && frames[i].blank)
      .map((s) => `${frames[frames.indexOf(s) - 1].at}-${s.at} ms`);
    const headingVisible = await page.locator('h1, h2').filter({hasText: SECTION_HEADING}).first().isVisible();
    return {frames, firstContentMs, blankRuns, url: page.url(), headingVisible};
  } finally {
    await context.close();
  }
}

/** One line for a log: every frame's time from the tap and what it showed. */
export function describeFrames(frames: readonly Frame[]): string {
  return frames.map((s) => `${s.at}${s.blank ? ' blank' : s.guide ? ' guide' : ''}`).join(', ');
}
