import type {Page} from 'playwright-core';
import {baseUrl, useBrowser} from './support/browser';
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

describe('narrow screens', () => {
  it('no guide page and no reference start page is wider than a 375px phone', async () => {
    // Every guide page (about 550) and the reference start pages, a few at a time in one browser.
    const pages = await pagesToCheck();
    expect(pages.length).toBeGreaterThan(300);
    const context = await browser().newContext({viewport: {width: 375, height: 812}, isMobile: true, hasTouch: true});
    const tooWide: string[] = [];
    // Each slot keeps its tab and navigates it from page to page (a new tab per page costs more than it isolates).
    const idle: Page[] = [];
    await pool(pages, PAGES_AT_ONCE, async (route) => {
      const page = idle.pop() ?? (await context.newPage());
      try {
        await page.goto(baseUrl() + route, {waitUntil: 'load'});
        await page.waitForSelector('html[data-has-hydrated="true"]');
        // A reference page is checked once all of its sections are on it.
        await page.waitForFunction(
          () => document.querySelector('.reference-page')?.getAttribute('aria-busy') !== 'true',
        );
        const wide = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return null;
          // Name the element that sticks out furthest.
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
        if (wide) tooWide.push(`${route}: ${wide}`);
      } finally {
        idle.push(page);
      }
    });
    await context.close();
    expect(tooWide).toEqual([]);
  }, 600000);
});
