import type {Page} from 'playwright-core';
import {open, useBrowser, VIEWPORTS} from './support/browser';
import {injectAxe, seriousViolations} from './support/axe';
import {AXE_PAGES_AT_ONCE, lookahead} from './support/pool';
import {GUIDE_MENUS} from '../src/data/menus';
import {REFERENCE_SPEC_ENTRIES} from '../src/data/referenceSpecs';
import {menuIdForPath} from '../src/utils/menuIdForPath';

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

/**
 * The page states the axe tests check, in the order one open page goes through them: the phone width (the page
 * is opened there), 1024 px (reference pages: the fixed side menu beside the one-column sections), the desktop
 * width, then dark mode at the desktop width, where every part of the shell shows. `test` is the test's name.
 */
interface PageState {
  readonly name: 'mobile' | 'tablet' | 'desktop' | 'dark';
  readonly test: (route: string) => string;
  readonly viewport: {readonly width: number; readonly height: number};
  readonly theme: 'light' | 'dark';
  readonly referenceOnly?: boolean;
}
const STATES: readonly PageState[] = [
  {name: 'mobile', test: (r) => `${r} at mobile`, viewport: VIEWPORTS.mobile, theme: 'light'},
  {name: 'tablet', test: (r) => `${r} at 1024px`, viewport: TABLET, theme: 'light', referenceOnly: true},
  {name: 'desktop', test: (r) => `${r} at desktop`, viewport: VIEWPORTS.desktop, theme: 'light'},
  {name: 'dark', test: (r) => `${r} in dark mode`, viewport: VIEWPORTS.desktop, theme: 'dark'},
];
const statesOf = (route: string) => STATES.filter((s) => !s.referenceOnly || route.startsWith('/reference/'));

/**
 * What a state was checked in, read from the page itself, so a switch that did not take cannot pass as the state:
 * the layout width, the theme attribute and the body's computed background (light or dark), and the side menu:
 * a column beside the page from 1024 px up, out of sight (in the closed drawer) below.
 */
interface Checked {
  route: string;
  state: PageState['name'];
  width: number;
  theme: string | undefined;
  background: 'light' | 'dark';
  sideMenu: 'shown' | 'hidden';
  violations: string[];
}

function expected(route: string, state: PageState): Checked {
  const wide = state.viewport.width >= TABLET.width;
  return {
    route,
    state: state.name,
    width: state.viewport.width,
    theme: state.theme,
    background: state.theme,
    sideMenu: wide && menuIdForPath(route) !== undefined ? 'shown' : 'hidden',
    violations: [],
  };
}

const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * Waits until the page has settled in a state: every deferred section of a reference page on it (no `aria-busy`),
 * any transition still running (none once `NO_TRANSITIONS` is in) at its end, and two frames drawn.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.reference-page')?.getAttribute('aria-busy') !== 'true');
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.race([
      Promise.all(transitions.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Reads the state the page is in (see `Checked`). */
function readState(page: Page) {
  return page.evaluate(() => {
    // The first painted background from the body up (the body's own may be transparent).
    const painted = [document.body, document.documentElement]
      .map((el) => (getComputedStyle(el).backgroundColor.match(/[\d.]+/g) ?? []).map(Number))
      .find((c) => c.length === 3 || (c.length === 4 && c[3] > 0)) ?? [255, 255, 255];
    const rgb = painted;
    const luminance = (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
    const menus = Array.from(document.querySelectorAll<HTMLElement>('[data-side-menu]'));
    return {
      width: window.innerWidth,
      theme: document.documentElement.dataset.theme,
      background: (luminance < 0.5 ? 'dark' : 'light') as 'light' | 'dark',
      sideMenu: (menus.some((m) => m.checkVisibility()) ? 'shown' : 'hidden') as 'shown' | 'hidden',
    };
  });
}

/**
 * Puts the open page into a state: the width with `setViewportSize` (React's layout hooks follow the resize, the
 * side menu moves between its column and the drawer), dark mode with the theme's colour-mode toggle in the top bar
 * (it cycles system → light → dark, as a reader's clicks do), then waits for the layout to settle.
 */
async function enter(page: Page, route: string, state: PageState): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== state.viewport.width || size.height !== state.viewport.height) {
    await page.setViewportSize(state.viewport);
    await page.waitForFunction((width) => window.innerWidth === width, state.viewport.width);
    // The side menu's place follows the width once React has re-rendered: give it the time to, then read what is.
    const wide = state.viewport.width >= TABLET.width && menuIdForPath(route) !== undefined;
    await page
      .waitForFunction(
        (shown) =>
          Array.from(document.querySelectorAll<HTMLElement>('[data-side-menu]')).some((m) => m.checkVisibility()) ===
          shown,
        wide,
        {timeout: 10000},
      )
      .catch(() => undefined);
  }
  if (state.theme === 'dark') {
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.themeChoice)) !== 'dark'; i++)
      await toggle.click();
  }
  await settle(page);
}

/**
 * Each page is opened once, at the phone width, and (reference pages) filled: every deferred section of the
 * version on the page, the state in which a section whose layout the browser skips could overflow onto the next
 * one's links (WCAG 2.2 target size). Then it goes through its states one by one on the same open page, with axe
 * (`wcag22aa` as well) run in each: one open and one fill per page instead of one per state. Each state's result
 * is its own promise, resolved as soon as that state is checked, and each state is its own test (named by page
 * and state, as before). The pages are independent (a fresh context each), so one browser can check several at
 * once (`AXE_PAGES_AT_ONCE`): a test asks for its page and the next pages' checks start meanwhile (`lookahead`).
 */
const results = new Map<string, Promise<Checked>>();
const settlers = new Map<string, {resolve: (c: Checked) => void; reject: (e: unknown) => void}>();
for (const route of PAGES)
  for (const state of statesOf(route)) {
    const key = state.test(route);
    const result = new Promise<Checked>((resolve, reject) => settlers.set(key, {resolve, reject}));
    result.catch(() => undefined);
    results.set(key, result);
  }

const checkPage = lookahead(PAGES, AXE_PAGES_AT_ONCE, (route) =>
  withPage(async ({page}) => {
    const states = statesOf(route);
    let i = 0;
    try {
      await open(page, route);
      await injectAxe(page);
      for (; i < states.length; i++) {
        // After the first state, transitions off: a colour-mode switch starts colour transitions, and in a section
        // whose layout the browser skips (content-visibility) they start only when axe reads its colours, so axe
        // would read them mid-way. Without transitions every state shows its final colours, as a reader sees them.
        if (i === 1) await page.addStyleTag({content: NO_TRANSITIONS});
        await enter(page, route, states[i]);
        const seen = await readState(page);
        const violations = await seriousViolations(page, {wcag22: true});
        settlers.get(states[i].test(route))!.resolve({route, state: states[i].name, ...seen, violations});
      }
    } catch (error) {
      for (; i < states.length; i++) settlers.get(states[i].test(route))!.reject(error);
    }
  }, statesOf(route)[0].viewport),
);

function checked(route: string, state: PageState): Promise<Checked> {
  checkPage(route).catch(() => undefined);
  return results.get(state.test(route))!;
}

describe('accessibility: no serious or critical axe-core violation', () => {
  it('covers every guide area and every reference version', () => {
    expect(GUIDE_AREA_PAGES.length).toBeGreaterThanOrEqual(13);
    expect(PAGES.filter((p) => p.startsWith('/reference/') && p.endsWith('/start'))).toHaveLength(
      REFERENCE_SPEC_ENTRIES.length,
    );
  });

  for (const route of PAGES)
    for (const state of statesOf(route))
      it(state.test(route), async () => {
        expect(await checked(route, state)).toEqual(expected(route, state));
      });
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
