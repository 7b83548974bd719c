import type {BrowserContextOptions, Page} from 'playwright-core';
import {baseUrl, useBrowser} from './support/browser';
import {identity, navigateInApp, sameIdentity} from './support/inAppNavigation';
import {PAGES_AT_ONCE, pool} from './support/pool';
import {REFERENCE_SPEC_ENTRIES} from '../src/data/referenceSpecs';

const {browser} = useBrowser();

/** Every guide page (from the sitemap) and every reference start page. */
async function pagesToCheck(): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  const guides = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p.startsWith('/guides/'));
  return [...guides, ...REFERENCE_SPEC_ENTRIES.map((e) => `${e.path}/start`)];
}

const PHONE: BrowserContextOptions = {viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true};

/** Null when the page fits its viewport's width; else how far it reaches and the element that sticks out furthest. */
function overflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    let worst: Element | null = null;
    let right = width;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.right > right && r.width > 0) {
        right = r.right;
        worst = el;
      }
    }
    return `${Math.round(right)}px ${worst?.tagName.toLowerCase()}.${(worst?.className || '').toString().slice(0, 40)}`;
  });
}

describe('narrow screens', () => {
  it('no guide page and no reference start page is wider than a 375px phone', async () => {
    // Every guide page (about 550) and the reference start pages, a few at a time in one browser.
    const pages = await pagesToCheck();
    expect(pages.length).toBeGreaterThan(300);
    // Each page is checked twice at 375 px: as its server HTML lays out with the site's stylesheets and no script
    // (what a reader sees before the app starts: cheap, no bundle is parsed), and as the app renders it once a
    // reader is on it. The app is loaded and hydrated once per tab; every further page is reached in it the way
    // a followed link does (client-side navigation), so the bundles are not parsed and the app not hydrated again
    // for each page (BENCHMARKS.md, session 18).
    const served = await browser().newContext({...PHONE, javaScriptEnabled: false});
    const app = await browser().newContext(PHONE);
    const tooWide: string[] = [];
    // Each slot keeps its two tabs and takes them from page to page (a new tab per page costs more than it isolates).
    const idle: {html: Page; app?: Page}[] = [];
    await pool(pages, PAGES_AT_ONCE, async (route) => {
      const tab = idle.pop() ?? {html: await served.newPage()};
      try {
        await tab.html.goto(baseUrl() + route, {waitUntil: 'load'});
        const expected = await identity(tab.html);
        const before = await overflow(tab.html);
        if (before) tooWide.push(`${route} (server HTML, before scripts): ${before}`);

        if (tab.app && !sameIdentity(await identity(tab.app), expected)) await navigateInApp(tab.app, route, expected);
        else {
          tab.app ??= await app.newPage();
          await tab.app.goto(baseUrl() + route, {waitUntil: 'load'});
        }
        await tab.app.waitForSelector('html[data-has-hydrated="true"]');
        // A reference page is checked once all of its sections are on it, a page with images once they are in.
        await tab.app.waitForFunction(
          () =>
            document.querySelector('.reference-page')?.getAttribute('aria-busy') !== 'true' &&
            Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
        );
        const wide = await overflow(tab.app);
        if (wide) tooWide.push(`${route}: ${wide}`);
      } finally {
        idle.push(tab);
      }
    });
    await served.close();
    await app.close();
    expect(tooWide).toEqual([]);
  }, 600000);
});
