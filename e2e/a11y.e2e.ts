import {open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';
import {AXE_PAGES_AT_ONCE, lookahead} from './support/pool';
import {GUIDE_MENUS} from '../src/data/menus';
import {REFERENCE_SPEC_ENTRIES} from '../src/data/referenceSpecs';

/** Home, one page of every guide area, every reference start page, the catalogue and the logs reference. */
const GUIDE_AREA_PAGES = Object.values(GUIDE_MENUS)
  .map((menu) => menu.url)
  .filter((url): url is string => url !== undefined && url.startsWith('/guides/'));
const PAGES = [
  '/',
  ...GUIDE_AREA_PAGES,
  '/guides/auth/users',
  '/guides/platform/access-control',
  ...REFERENCE_SPEC_ENTRIES.map((e) => `${e.path}/start`),
  '/reference/javascript/select',
  '/guides/database/extensions',
  '/guides/platform/logs',
  '/contributing',
];

const {withPage} = useBrowser();

/** The width where the side menu turns fixed and reference pages still have one column (src/data/layout.ts). */
const TABLET = {width: 1024, height: 800} as const;
const REFERENCE_PAGES = PAGES.filter((p) => p.startsWith('/reference/'));

/**
 * Opens a page and, on a reference page, waits until the whole version's sections are on it: the state in which a
 * section whose layout the browser skips could overflow onto the next one's links (WCAG 2.2 target size).
 */
async function openFilled(page: import('playwright-core').Page, route: string): Promise<void> {
  await open(page, route);
  await page.waitForFunction(() => document.querySelector('.reference-page')?.getAttribute('aria-busy') !== 'true');
}

// WCAG 2.2 AA as well (axe's wcag22aa: target size), on every page state of the list.
/**
 * Every page state the axe tests check, in the order jest runs those tests: each width, then dark mode. The
 * checks are independent (a fresh context each), so one browser can run several at once (`AXE_PAGES_AT_ONCE`): a
 * test asks for its own result and the next tests' checks start meanwhile (`lookahead`); each test still fails on
 * its own page only.
 */
const STATES = [
  ...Object.entries(VIEWPORTS).flatMap(([name, viewport]) =>
    PAGES.map((route) => ({key: `${name} ${route}`, route, viewport, dark: false})),
  ),
  ...PAGES.map((route) => ({key: `dark ${route}`, route, viewport: VIEWPORTS.desktop, dark: true})),
];
const violationsOf = lookahead(
  STATES.map((s) => s.key),
  AXE_PAGES_AT_ONCE,
  async (key) => {
    const {route, viewport, dark} = STATES.find((s) => s.key === key)!;
    return withPage(async ({page}) => {
      if (!dark) {
        await openFilled(page, route);
        return {route, violations: await seriousViolations(page, {wcag22: true})};
      }
      await openFilled(page, `${route}?docusaurus-theme=dark`);
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      return {route, theme, violations: await seriousViolations(page, {wcag22: true})};
    }, viewport);
  },
);

describe('accessibility: no serious or critical axe-core violation', () => {
  it('covers every guide area and every reference version', () => {
    expect(GUIDE_AREA_PAGES.length).toBeGreaterThanOrEqual(13);
    expect(PAGES.filter((p) => p.startsWith('/reference/') && p.endsWith('/start'))).toHaveLength(
      REFERENCE_SPEC_ENTRIES.length,
    );
  });

  for (const name of Object.keys(VIEWPORTS)) {
    it.each(PAGES)(`%s at ${name}`, async (route) => {
      expect(await violationsOf(`${name} ${route}`)).toEqual({route, violations: []});
    });
  }

  // Reference pages at 1024 px as well: the fixed side menu beside the one-column sections.
  it.each(REFERENCE_PAGES)('%s at 1024px', async (route) => {
    await withPage(async ({page}) => {
      await openFilled(page, route);
      expect(await seriousViolations(page, {wcag22: true})).toEqual([]);
    }, TABLET);
  });

  // Dark mode (the theme's own query parameter), at the desktop width where every part of the shell shows.
  it.each(PAGES)('%s in dark mode', async (route) => {
    expect(await violationsOf(`dark ${route}`)).toEqual({route, theme: 'dark', violations: []});
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
      const barBottom = await page.evaluate(async () => {
        const bars = [document.querySelector('.navbar'), document.querySelector('[data-mobile-bar]')];
        const bottom = Math.max(...bars.map((el) => el?.getBoundingClientRect().bottom ?? 0));
        const links = Array.from(document.querySelectorAll<HTMLElement>('main article a[href]')).filter(
          (a) => a.getBoundingClientRect().height > 0,
        );
        const target = links[5];
        const rect = target.getBoundingClientRect();
        window.scrollBy(0, rect.top - bottom + rect.height / 2);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        links[6].focus({preventScroll: true});
        target.dataset.focusProbe = '';
        return bottom;
      });
      const target = page.locator('[data-focus-probe]');
      // Under the bar before the key press, so the check below can fail.
      expect((await target.boundingBox())!.y).toBeLessThan(barBottom);
      await page.keyboard.press('Shift+Tab');
      await expect(target.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
    }, viewport);
  });

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
