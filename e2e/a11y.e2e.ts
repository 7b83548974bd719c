import {afterFrames, open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';
import {
  GUIDE_AREA_PAGES,
  pageStateTests,
  REFERENCE_PAGES,
  REFERENCE_PAGES_1,
  REFERENCE_PAGES_2,
  settle,
  SHELL_PAGES,
} from './support/a11yStates';
import {REFERENCE_SPEC_ENTRIES} from '../src/data/referenceSpecs';
import {contrastRatio} from '../src/utils/contrast';

const {withPage} = useBrowser();

/**
 * Home, every guide area, the catalogue and the logs reference here; the reference pages in a11yReference.e2e.ts and
 * a11yReference2.e2e.ts.
 */
describe('accessibility: no serious or critical axe-core violation', () => {
  it('covers every guide area and every reference version', () => {
    expect(GUIDE_AREA_PAGES.length).toBeGreaterThanOrEqual(13);
    expect(GUIDE_AREA_PAGES.every((p) => SHELL_PAGES.includes(p))).toBe(true);
    expect(REFERENCE_PAGES.filter((p) => p.startsWith('/reference/') && p.endsWith('/start'))).toHaveLength(
      REFERENCE_SPEC_ENTRIES.length,
    );
    // The two reference files (a11yReference, a11yReference2) check every reference page once between them.
    expect([...REFERENCE_PAGES_1, ...REFERENCE_PAGES_2].sort()).toEqual([...REFERENCE_PAGES].sort());
    expect(REFERENCE_PAGES_1.length).toBeGreaterThan(0);
    expect(REFERENCE_PAGES_2.length).toBeGreaterThan(0);
  });

  pageStateTests(SHELL_PAGES, withPage);
});

/**
 * Highlighted code in the browser: axe's colour-contrast on every code block (`pre`) of a filled reference page
 * (blocks drawn by the theme and blocks still shown before highlighting: about 9,000 tokens) and of a guide with
 * highlighted lines (comments on them), in light and in dark mode. test/a11y/codeTokenContrast.test.ts proves every
 * token colour of both themes on every code background from the CSS; this proves the browser paints code with it.
 */
const HIGHLIGHTED_CODE_PAGES = ['/reference/javascript/start', '/guides/auth/server-side/nextjs'];

describe('highlighted code', () => {
  it('has no colour-contrast violation on any token, in light and in dark mode', async () => {
    const seen: {route: string; mode: string; tokens: number; highlightedLines: number; violations: string[]}[] = [];
    for (const route of HIGHLIGHTED_CODE_PAGES)
      for (const mode of ['light', 'dark'] as const)
        await withPage(async ({page}) => {
          await open(page, `${route}${mode === 'dark' ? '?docusaurus-theme=dark' : ''}`);
          await settle(page);
          const {tokens, highlightedLines} = await page.evaluate(() => ({
            tokens: document.querySelectorAll('pre .token').length,
            highlightedLines: document.querySelectorAll('pre .theme-code-block-highlighted-line .token').length,
          }));
          const violations = await seriousViolations(page, {rules: ['color-contrast'], include: 'pre'});
          seen.push({route, mode, tokens, highlightedLines, violations});
        }, VIEWPORTS.desktop);
    // The check ran on code: thousands of coloured runs on the filled reference page (5,547 in session 17), tokens on highlighted lines on the guide.
    expect(seen.map((s) => `${s.route} ${s.mode}`)).toEqual(
      HIGHLIGHTED_CODE_PAGES.flatMap((route) => [`${route} light`, `${route} dark`]),
    );
    for (const s of seen)
      expect({
        ...s,
        enough: s.route.startsWith('/reference/') ? s.tokens > 1000 : s.highlightedLines > 0,
      }).toMatchObject({
        enough: true,
      });
    expect(seen.filter((s) => s.violations.length > 0)).toEqual([]);
  });
});

describe('search dialog', () => {
  // The dialog with grouped results and its filters, and with the recent-searches list, in both colour modes.
  it.each([
    ['light', VIEWPORTS.desktop],
    ['dark', VIEWPORTS.desktop],
    ['light', VIEWPORTS.mobile],
  ] as const)('has no serious violations with results and with recent searches (%s, %o)', async (mode, viewport) => {
    await withPage(async ({page}) => {
      await open(page, `/guides/getting-started${mode === 'dark' ? '?docusaurus-theme=dark' : ''}`);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox', {name: 'Search the docs'}).fill('select');
      await dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await dialog.waitFor({state: 'detached'});
      await page.keyboard.press('Control+k');
      await page.getByRole('listbox', {name: 'Recent searches'}).getByRole('option').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }, viewport);
  });
});

describe('page-loading bar', () => {
  // Docusaurus shows nprogress' bar when a navigation waits over 200 ms for its code; its template said role="bar".
  it.each(['light', 'dark'] as const)(
    'is a named progressbar with no serious violations while a slow navigation loads (%s)',
    async (mode) => {
      await withPage(async ({page}) => {
        // Once the page is open, every script arrives 1.5 s late, so the next page's code keeps the bar up.
        let slow = false;
        await page.route('**/assets/js/**', async (route) => {
          if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await open(page, `/guides/getting-started${mode === 'dark' ? '?docusaurus-theme=dark' : ''}`);
        slow = true;
        await page.locator('main a[href^="/guides/"]').first().click();
        const bar = page.getByRole('progressbar', {name: 'Loading the page'});
        await bar.waitFor({state: 'attached'});
        expect(await page.locator('#nprogress [role="bar"]').count()).toBe(0);
        expect(await seriousViolations(page, {wcag22: true})).toEqual([]);
      }, VIEWPORTS.desktop);
    },
  );
});

describe('keyboard', () => {
  /** Describes the focused element: its accessible text and whether a focus indicator is drawn. */
  async function tab(page: import('playwright-core').Page) {
    await page.keyboard.press('Tab');
    return page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return {
        text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' '),
        inSideMenu: !!el.closest('[data-side-menu]'),
        visible: visible || style.boxShadow !== 'none',
      };
    });
  }

  it('Tab reaches the top menu, search, the dashboard link and the side menu in order, with visible focus', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/auth/users');
      await page.waitForSelector('text=Sign up');
      const seen: {text: string; inSideMenu: boolean; visible: boolean}[] = [];
      for (let i = 0; i < 16; i++) seen.push(await tab(page));
      const texts = seen.map((s) => s.text);
      const at = (re: RegExp) => texts.findIndex((t) => re.test(t));
      const order = [
        at(/^Supabase Docs home$/),
        at(/^Start$/),
        at(/^Products$/),
        at(/^Build$/),
        at(/^Reference$/),
        at(/^Resources$/),
        at(/^Search docs/),
        at(/^Sign up/),
        seen.findIndex((s) => s.inSideMenu),
      ];
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(seen.filter((s) => !s.visible).map((s) => s.text)).toEqual([]);
    }, VIEWPORTS.desktop);
  });

  // WCAG 2.2 focus not obscured: a link half under the sticky top bar, reached with Shift+Tab, scrolls clear of it.
  it.each([
    ['/guides/auth/users', VIEWPORTS.desktop],
    ['/guides/auth/users', VIEWPORTS.mobile],
  ] as const)('focus never lands under the sticky top bar (%s, %o)', async (route, viewport) => {
    await withPage(async ({page}) => {
      await open(page, route);
      const barBottom = await page.evaluate(() => {
        const bars = [document.querySelector('.navbar'), document.querySelector('[data-mobile-bar]')];
        const bottom = Math.max(...bars.map((el) => el?.getBoundingClientRect().bottom ?? 0));
        const links = Array.from(document.querySelectorAll<HTMLElement>('main article a[href]')).filter(
          (a) => a.getBoundingClientRect().height > 0,
        );
        const target = links[5];
        const rect = target.getBoundingClientRect();
        window.scrollBy(0, rect.top - bottom + rect.height / 2);
        target.dataset.focusProbe = '';
        links[6].dataset.focusFrom = '';
        return bottom;
      });
      await afterFrames(page);
      await page.evaluate(() => document.querySelector<HTMLElement>('[data-focus-from]')!.focus({preventScroll: true}));
      const target = page.locator('[data-focus-probe]');
      // Under the bar before the key press, so the check below can fail.
      expect((await target.boundingBox())!.y).toBeLessThan(barBottom);
      await page.keyboard.press('Shift+Tab');
      await expect(target.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    }, viewport);
  });

  // WCAG 1.4.11 / 2.4.7: the footer is dark in both themes, so the light theme's dark green ring vanished on it (1.2:1).
  it.each(['light', 'dark'] as const)(
    'a footer link reached with Tab has a focus ring of 3:1 or more against the footer (%s)',
    async (mode) => {
      await withPage(async ({page}) => {
        await open(page, `/?docusaurus-theme=${mode}`);
        const links = page.locator('footer a[href]');
        await links.last().focus();
        await page.keyboard.press('Shift+Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          const hex = (rgb: string) =>
            '#' +
            (rgb.match(/\d+/g) ?? [])
              .slice(0, 3)
              .map((n) => Number(n).toString(16).padStart(2, '0'))
              .join('');
          return {
            inFooter: !!el.closest('footer'),
            focusVisible: el.matches(':focus-visible'),
            width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
            ring: hex(style.outlineColor),
            footer: hex(getComputedStyle(el.closest('footer')!).backgroundColor),
          };
        });
        expect(ring).toMatchObject({inFooter: true, focusVisible: true});
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(contrastRatio(ring.ring, ring.footer)).toBeGreaterThanOrEqual(3);
      }, VIEWPORTS.desktop);
    },
  );

  it('every dropdown entry is reachable with the arrow keys', async () => {
    await withPage(async ({page}) => {
      await open(page, '/');
      for (const label of ['Products', 'Build', 'Reference', 'Resources']) {
        const button = page.getByRole('button', {name: label, exact: true});
        await button.focus();
        await page.keyboard.press('ArrowDown');
        const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
        const count = await panel.getByRole('link').count();
        const reached = new Set<string>();
        for (let i = 0; i < count; i++) {
          reached.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
          await page.keyboard.press('ArrowDown');
        }
        expect(reached.size).toBe(count);
        await page.keyboard.press('Escape');
      }
    }, VIEWPORTS.desktop);
  });
});
