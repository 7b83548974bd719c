/**
 * The axe checks of whole pages in their states (phone, 1024 px for reference pages, desktop, dark), shared by
 * e2e/a11y.e2e.ts (home, guides, data pages), e2e/a11yReference.e2e.ts and e2e/a11yReference2.e2e.ts (every
 * reference start page, filled, in two halves): three files, so that jest's two workers share the checks instead of
 * one worker running all of them.
 */
import type {Page} from 'playwright-core';
import {afterFrames, open, VIEWPORTS, type useBrowser} from './browser';
import {checkInlineSpacingOnEveryStyledElement, seriousViolations, violationsInsideClosedDetails} from './axe';
import {AXE_PAGES_AT_ONCE} from './pool';
import {pageStateChecks} from './pageStates';
import {GUIDE_MENUS} from '../../src/data/menus';
import {REFERENCE_SPEC_ENTRIES} from '../../src/data/referenceSpecs';
import {menuIdForPath} from '../../src/utils/menuIdForPath';
import {pathSegments} from '../../src/utils/paths';

/** One page of every guide area (its menu's landing page). */
export const GUIDE_AREA_PAGES = Object.values(GUIDE_MENUS)
  .map((menu) => menu.url)
  .filter((url): url is string => url !== undefined && url.startsWith('/guides/'));

/** e2e/a11y.e2e.ts: home, one page of every guide area, two more guides, the catalogue, the logs reference. */
export const SHELL_PAGES = [
  '/',
  ...GUIDE_AREA_PAGES,
  '/guides/auth/users',
  '/guides/platform/access-control',
  '/guides/database/extensions',
  '/guides/platform/logs',
  '/contributing',
];

/** Every reference start page and one JavaScript section, in two files (below). */
export const REFERENCE_PAGES = [
  ...REFERENCE_SPEC_ENTRIES.map((e) => `${e.path}/start`),
  '/reference/javascript/select',
];

/**
 * The references whose pages e2e/a11yReference.e2e.ts checks; e2e/a11yReference2.e2e.ts checks the others (and any
 * reference added later). The two halves take about the same time (BENCHMARKS.md, session 19: 194 s and 189 s alone),
 * so jest's two workers can run them side by side.
 */
const FIRST_HALF_REFERENCES: readonly string[] = ['javascript', 'dart', 'swift', 'python'];
const inFirstHalf = (route: string) => FIRST_HALF_REFERENCES.includes(pathSegments(route)[1]);

/** e2e/a11yReference.e2e.ts: JavaScript (every version and the select section), Dart, Swift, Python. */
export const REFERENCE_PAGES_1 = REFERENCE_PAGES.filter(inFirstHalf);
/** e2e/a11yReference2.e2e.ts: C#, Kotlin, the CLI, the Management API, the self-hosting references. */
export const REFERENCE_PAGES_2 = REFERENCE_PAGES.filter((route) => !inFirstHalf(route));

/** The width where the side menu turns fixed and reference pages still have one column (src/data/layout.ts). */
const TABLET = {width: 1024, height: 800} as const;

/**
 * The page states the axe tests check, in the order one open page goes through them: the phone width (the page
 * is opened there), 1024 px (reference pages: the fixed side menu beside the one-column sections), the desktop
 * width, then dark mode at the desktop width, where every part of the shell shows. `test` is the test's name.
 */
export interface PageState {
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
export const statesOf = (route: string) => STATES.filter((s) => !s.referenceOnly || route.startsWith('/reference/'));

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

export const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; }';

/**
 * Waits until the page has settled in a state: every deferred section of a reference page on it (no `aria-busy`),
 * any transition still running (none once `NO_TRANSITIONS` is in) at its end, and two frames drawn.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.reference-page')?.getAttribute('aria-busy') !== 'true', {
    polling: 100,
  });
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.race([
      Promise.all(transitions.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
  await afterFrames(page);
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
export async function enter(page: Page, route: string, state: PageState): Promise<void> {
  const size = page.viewportSize();
  if (size?.width !== state.viewport.width || size.height !== state.viewport.height) {
    await page.setViewportSize(state.viewport);
    await page.waitForFunction((width) => window.innerWidth === width, state.viewport.width, {polling: 100});
    // The side menu's place follows the width once React has re-rendered: give it the time to, then read what is.
    const wide = state.viewport.width >= TABLET.width && menuIdForPath(route) !== undefined;
    await page
      .waitForFunction(
        (shown) =>
          Array.from(document.querySelectorAll<HTMLElement>('[data-side-menu]')).some((m) => m.checkVisibility()) ===
          shown,
        wide,
        {timeout: 10000, polling: 100},
      )
      .catch(() => undefined);
  }
  if (state.theme === 'dark') {
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    // force: no wait for the button to be "stable" (two drawn frames): on a busy machine a long reference page may draw
    // none for 30 s (session 31's CI); the loop clicks again until the theme is dark.
    for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.themeChoice)) !== 'dark'; i++)
      await toggle.click({force: true});
  }
  await settle(page);
}

/**
 * Declares one test per page and state (named by page and state: `<route> at mobile`, `… at 1024px`, `… at desktop`,
 * `… in dark mode`), for the pages given, in the calling file's describe block.
 */
export function pageStateTests(pages: readonly string[], withPage: ReturnType<typeof useBrowser>['withPage']): void {
  /**
   * Each page is opened once, at the phone width, and (reference pages) filled: every deferred section of the
   * version on the page, the state in which a section whose layout the browser skips could overflow onto the next
   * one's links (WCAG 2.2 target size). Then it goes through its states one by one on the same open page, with axe
   * (`wcag22aa` as well) run in each: one open and one fill per page instead of one per state, each state its own
   * test with a deadline of its own (e2e/support/pageStates.ts).
   * axe's `avoid-inline-spacing` checks every styled element, not only those with visible text: the same checks on
   * more elements, without a walk of every code block's text in each state (`checkInlineSpacingOnEveryStyledElement`).
   * axe counts what is inside a closed `<details>` as hidden and reports nothing there (e2e/support/axe.ts), so in the
   * desktop state (light) every details is opened, its content checked, and closed again: Response blocks, nested
   * parameter lists and the non-first examples are checked once per page, where before they were not at all.
   */
  const checked = pageStateChecks<PageState, Checked>({
    pages,
    statesOf,
    nameOf: (route, state) => state.test(route),
    viewportOf: (route) => statesOf(route)[0].viewport,
    withPage,
    pagesAtOnce: AXE_PAGES_AT_ONCE,
    open: async ({page}, route, step) => {
      await open(page, route);
      step('inject axe');
      await checkInlineSpacingOnEveryStyledElement(page);
    },
    check: async ({page}, route, state, index, step) => {
      step('enter the state');
      // After the first state, transitions off: a colour-mode switch starts colour transitions, and in a section
      // whose layout the browser skips (content-visibility) they start only when axe reads its colours, so axe
      // would read them mid-way. Without transitions every state shows its final colours, as a reader sees them.
      if (index === 1) await page.addStyleTag({content: NO_TRANSITIONS});
      await enter(page, route, state);
      const seen = await readState(page);
      step('axe');
      const violations = await seriousViolations(page, {wcag22: true});
      if (state.name === 'desktop') {
        step('axe inside closed details');
        violations.push(...(await violationsInsideClosedDetails(page, {wcag22: true})));
      }
      return {route, state: state.name, ...seen, violations};
    },
  });

  for (const route of pages)
    for (const state of statesOf(route))
      it(state.test(route), async () => {
        expect(await checked(route, state)).toEqual(expected(route, state));
      });
}
