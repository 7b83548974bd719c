/**
 * Critical CSS (issue 29, item 6; src/plugins/browser/critical-css): every page kind of the bench (bench/pages.ts)
 * gets its first screen's CSS before the site's stylesheets (inline, or the one shared first-screen stylesheet,
 * whichever mode the build used: CRITICAL_CSS) and requests those only after the first paint (the boot script at the
 * end of the body), through no inline event handler; and what a reader sees at the first paint, before the site's
 * stylesheets have arrived, is what the whole stylesheet draws, in light and dark mode, at a phone and a desktop width
 * (no flash of unstyled content).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {baseUrl, open, useBrowser, VIEWPORTS} from './support/browser';
import {ROOT} from './support/server';
import {BENCH_PAGES} from '../bench/pages';

const {browser, withPage} = useBrowser();

const SHOTS = path.join(ROOT, 'test-results', 'critical-css');

/** What a reader sees of an element in the viewport: its box (clipped to the viewport) and the styles that show. */
interface Look {
  i: number;
  tag: string;
  box: string;
  style: string;
}

/**
 * One tab per way of loading (stylesheets withheld or served), kept for the whole file: every case loads its page into
 * it after setting the case's viewport. A fresh context and page per load cost about 1 CPU-s each, 64 of them per run
 * (BENCHMARKS.md, session 23). Nothing a load leaves behind reaches the next one: no bundle runs (every script of the
 * site's is aborted), the only inline scripts read the theme (the `docusaurus-theme` query parameter wins over
 * anything stored) and turn deferred links into stylesheets, the withheld tab never receives a site stylesheet to keep
 * (and checks that none applied), and each load checks its theme, viewport and scroll position before anything is
 * measured.
 */
const tabs = new Map<'withheld' | 'served', Promise<Page>>();
function tab(stylesheets: 'withheld' | 'served'): Promise<Page> {
  let page = tabs.get(stylesheets);
  if (!page) {
    page = (async () => {
      const context = await browser().newContext({reducedMotion: 'reduce'});
      await context.route(/\/assets\/js\/.*\.js$/, (r) => r.abort());
      // Withheld: every stylesheet but the shared first-screen one (critical.<hash>.css) never arrives.
      if (stylesheets === 'withheld') await context.route(/\/assets\/css\/(?!critical\.)[^/]*\.css$/, (r) => r.abort());
      return context.newPage();
    })();
    tabs.set(stylesheets, page);
  }
  return page;
}
afterAll(async () => {
  for (const page of tabs.values()) await (await page).context().close();
});

/**
 * The server HTML as the browser draws it before any bundle runs (external scripts are not served: both loads show
 * the same DOM), with the stylesheets withheld (only the inlined critical CSS applies: the first paint) or served.
 */
async function looks(
  route: string,
  theme: 'light' | 'dark',
  viewport: {width: number; height: number},
  stylesheets: 'withheld' | 'served',
  shot: string,
): Promise<Look[]> {
  const page = await tab(stylesheets);
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl()}${route}?docusaurus-theme=${theme}`, {waitUntil: 'load'});
  expect(
    await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      width: innerWidth,
      height: innerHeight,
      scroll: [scrollX, scrollY],
    })),
  ).toEqual({theme, width: viewport.width, height: viewport.height, scroll: [0, 0]});
  // Served: the boot script has turned every deferred link into a stylesheet after the first frame, and each has
  // arrived.
  if (stylesheets === 'served') await page.waitForFunction(deferredStylesheetsApplied);
  // Let Infima's colour transitions (≤ 250 ms) finish in both loads: one failing run of 138 compared a frame mid-way.
  await page.waitForTimeout(400);
  if (stylesheets === 'withheld')
    expect(
      await page.evaluate(
        () =>
          // A link whose stylesheet was aborted still has a sheet, whose rules cannot be read; one that arrived has
          // readable rules.
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-ccss]')).filter((l) => {
            try {
              return (l.sheet?.cssRules.length ?? 0) > 0;
            } catch {
              return false;
            }
          }).length,
      ),
    ).toBe(0);
  fs.mkdirSync(SHOTS, {recursive: true});
  await page.screenshot({path: path.join(SHOTS, `${shot}-${stylesheets}.png`)});
  return await visibleLooks(page);
}

/** Every deferred link (`data-ccss`) is a stylesheet for all media, and has arrived (run in the page). */
function deferredStylesheetsApplied(): boolean {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-ccss]'));
  return (
    links.length > 0 && links.every((l) => l.rel === 'stylesheet' && (l.media === '' || l.media === 'all') && !!l.sheet)
  );
}

function visibleLooks(page: Page): Promise<Look[]> {
  return page.evaluate(() => {
    const out: {i: number; tag: string; box: string; style: string}[] = [];
    const all = document.body.querySelectorAll('*');
    all.forEach((el, i) => {
      const r = el.getBoundingClientRect();
      if (
        r.width === 0 ||
        r.height === 0 ||
        r.bottom <= 0 ||
        r.top >= innerHeight ||
        r.right <= 0 ||
        r.left >= innerWidth
      )
        return;
      const s = getComputedStyle(el);
      // Icons and separators drawn by pseudo-elements (breadcrumb arrows, external-link marks) count too.
      const pseudo = (['::before', '::after'] as const).map((p) => {
        const ps = getComputedStyle(el, p);
        return ps.content === 'none' ? '' : `${ps.content} ${ps.backgroundImage} ${ps.width}`;
      });
      if (s.visibility === 'hidden') return;
      out.push({
        i,
        tag: el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? `.${el.className}` : ''),
        // The part in the viewport: a wrapper that ends below the fold may end elsewhere without anyone seeing it.
        box: [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)]
          .map((n) => Math.round(n))
          .join(','),
        style: [
          s.color,
          s.backgroundColor,
          s.fontSize,
          s.fontWeight,
          s.fontFamily,
          s.display,
          s.borderTopColor,
          ...pseudo,
        ].join('|'),
      });
    });
    return out;
  });
}

/** The first-screen CSS of a page: its inline `<style>`s, or the shared stylesheet it links (fetched). */
async function firstScreenCss(head: string): Promise<{css: string; shared: string | undefined}> {
  const shared = /<link rel=stylesheet href=(\/assets\/css\/critical\.[0-9a-f]{8}\.css)>/.exec(head)?.[1];
  if (shared) return {css: await (await fetch(baseUrl() + shared)).text(), shared};
  return {css: [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join(''), shared};
}

describe('critical CSS in the HTML of every page kind', () => {
  it.each(BENCH_PAGES.map((p) => [p.kind, p.path]))(
    '%s (%s): first-screen rules first, no other stylesheet requested before the first paint, no inline event handler',
    async (_kind, route) => {
      const html = await (await fetch(baseUrl() + route)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const {css, shared} = await firstScreenCss(head);
      // Infima's variables, the top bar and the dark theme's variables are in every page's first paint.
      expect(css).toContain('--ifm-color-primary:');
      expect(css).toMatch(/\.navbar\{/);
      expect(css).toMatch(/\[data-theme=dark\]/);
      const links = [...html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '').matchAll(/<link\b[^>]*>/g)].map(
        (m) => m[0],
      );
      // The site's stylesheets are links of no type (neither fetched nor applied) until the boot script makes them
      // stylesheets; the only stylesheet in the HTML is the shared first-screen one, if any.
      const deferred = links.filter((l) => l.includes('data-ccss'));
      expect(deferred.length).toBeGreaterThan(0);
      for (const link of deferred) expect(link).toMatch(/^<link data-ccss href=\/assets\/css\/[^ ]+\.css /);
      expect(links.filter((l) => /\brel=["']?stylesheet/.test(l))).toEqual(
        shared ? [`<link rel=stylesheet href=${shared}>`] : [],
      );
      expect(html).not.toMatch(/<link\b[^>]*\bonload=/);
      expect(html).toContain("q('link[data-ccss]').forEach(l=>l.rel='stylesheet')");
      // Readers without JavaScript get the same stylesheets.
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(head)?.[1] ?? '';
      for (const link of deferred)
        expect(noscript).toContain(`<link rel=stylesheet href=${/href=([^ >]+)/.exec(link)![1]}`);
      // The first-screen CSS comes before the deferred stylesheets.
      expect(head.indexOf(shared ?? '<style>')).toBeLessThan(head.indexOf('data-ccss'));
      // The color-mode script runs in the head, before any stylesheet: in the body it would stop the parser until the
      // first-screen stylesheet had arrived.
      const colorMode = head.indexOf('setAttribute("data-theme"');
      expect(colorMode).toBeGreaterThan(-1);
      expect(colorMode).toBeLessThan(head.search(/<link rel=stylesheet|<style>/));
      const bodyStart = html.slice(html.indexOf('<body'), html.indexOf('id=__docusaurus'));
      expect(bodyStart).not.toContain('<script');
    },
  );
});

const FIRST_PAINT_PAGES = BENCH_PAGES.filter((p) =>
  [
    'home',
    'guide',
    'tutorial',
    'diagram guide',
    'extensions',
    'reference section',
    'API operation',
    'coverage',
  ].includes(p.name),
);
const CASES = FIRST_PAINT_PAGES.flatMap((p) =>
  (['light', 'dark'] as const).flatMap((theme) =>
    (['desktop', 'mobile'] as const).map((width) => [p.name, theme, width, p.path] as const),
  ),
);

describe('the first paint, before the stylesheet arrives, is the styled page', () => {
  it.each(CASES)('%s, %s mode, %s', async (name, theme, width, route) => {
    const shot = `${name.replace(/\W+/g, '-')}-${theme}-${width}`;
    const critical = await looks(route, theme, VIEWPORTS[width], 'withheld', shot);
    const full = await looks(route, theme, VIEWPORTS[width], 'served', shot);
    expect(critical.length).toBeGreaterThan(10);
    const byIndex = new Map(full.map((l) => [l.i, l]));
    const differ = critical
      .filter((l) => {
        const f = byIndex.get(l.i);
        return !f || f.box !== l.box || f.style !== l.style;
      })
      .map((l) => ({critical: l, full: byIndex.get(l.i)}));
    const missing = full.filter((l) => !critical.some((c) => c.i === l.i));
    expect({differ: differ.slice(0, 5), missing: missing.slice(0, 5)}).toEqual({differ: [], missing: []});
  });
});

describe('a normal load', () => {
  it.each([
    ['home', '/'],
    ['guide', '/guides/auth/passwords'],
    ['section', '/reference/javascript/select'],
  ])(
    '%s: the stylesheets end up applied to all media, the page hydrates without console errors or a warning banner',
    async (_n, route) => {
      await withPage(async ({page, consoleErrors}) => {
        await open(page, route);
        await page.waitForFunction(deferredStylesheetsApplied);
        expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('true');
        // Docusaurus' base-URL check (on `/`) warns when no bundle has run by DOMContentLoaded, which is always the
        // case once the bundles are requested after the first paint: the site turns it off (baseUrlIssueBanner).
        expect(await page.locator('#__docusaurus-base-url-issue-banner-container').count()).toBe(0);
        expect(consoleErrors).toEqual([]);
      }, VIEWPORTS.mobile);
    },
  );
});

describe('the coverage page (1,236 cells) skips its tables off screen', () => {
  // Without it the deferred stylesheet restyled and laid out every cell again on arrival, in the middle of
  // hydration (BENCHMARKS.md, session 16).
  it('a table below the first screen is not rendered until scrolled to; an anchor still lands on its heading', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/coverage');
      const state = () =>
        page.evaluate(() => {
          const wrappers = Array.from(document.querySelectorAll<HTMLElement>('.table-scroll'));
          const last = wrappers[wrappers.length - 1];
          return {
            tables: wrappers.length,
            skippable: wrappers.every((w) => getComputedStyle(w).contentVisibility === 'auto'),
            lastCellRendered: last.querySelector('td')!.checkVisibility({contentVisibilityAuto: true}),
          };
        });
      expect(await state()).toEqual({tables: 6, skippable: true, lastCellRendered: false});
      await page.evaluate(() => {
        const wrappers = document.querySelectorAll('.table-scroll');
        wrappers[wrappers.length - 1].scrollIntoView();
      });
      await page.waitForFunction(() => {
        const wrappers = document.querySelectorAll('.table-scroll');
        return wrappers[wrappers.length - 1].querySelector('td')!.checkVisibility({contentVisibilityAuto: true});
      });
      const id = await page.evaluate(() => Array.from(document.querySelectorAll('section h2')).at(-2)!.id);
      await page.goto(`about:blank`);
      await open(page, `/reference/coverage#${id}`);
      await page.waitForTimeout(500);
      const top = await page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
      // The heading at the top of the viewport (sub-pixel rounding aside), not shifted by the tables above it.
      expect(top).toBeGreaterThan(-1);
      expect(top).toBeLessThan(VIEWPORTS.mobile.height / 2);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile);
  });
});
