/**
 * Diagrams (issue 35): every guide with a ```mermaid block shows it as inline SVG, in light and dark mode, at a phone
 * and a desktop width: named after its accTitle, text contrasting with what is behind it, a wide diagram scrolling in
 * a focusable region instead of shrinking, axe clean, and no diagram library requested by the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {afterFrames, open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';
import {NO_TRANSITIONS} from './support/a11yStates';
import {AXE_PAGES_AT_ONCE} from './support/pool';
import {pageStateChecks} from './support/pageStates';
import {ROOT} from './support/server';
import {readGuidePages} from '../src/guides/content';
import {mermaidFences} from '../src/plugins/content/diagrams';
import {splitAccessibility} from '../src/plugins/content/diagrams/render';
import {contrastRatio} from '../src/utils/contrast';

/** Every page with diagrams, with the accessible names its diagrams must have (from the sources, not a list). */
const PAGES = [
  ...readGuidePages(path.join(ROOT, 'docs')).map((p) => ({route: p.route, file: path.join(ROOT, 'docs', p.file)})),
  {route: '/contributing', file: path.join(ROOT, 'src/pages/contributing.mdx')},
]
  .map(({route, file}) => ({
    route,
    titles: mermaidFences(fs.readFileSync(file, 'utf8')).map((n) => splitAccessibility(n.value ?? '').title ?? ''),
  }))
  .filter((p) => p.titles.length > 0);

const MODES = ['light', 'dark'] as const;

const {withPage} = useBrowser();

interface DiagramFacts {
  name: string;
  /** Drawn width of the SVG and the width its viewBox asks for: equal when the text is not scaled down. */
  drawnWidth: number;
  naturalWidth: number;
  region: {scrolls: boolean; tabIndex: number; label: string};
  /** Text colour and the colour behind it, as #rrggbb, for every text of the diagram. */
  texts: {text: string; fg: string; bg: string}[];
}

/** Reads each diagram's name, size, scroll region and text colours in the page (colours resolved by a canvas). */
function diagramFacts(page: Page): Promise<DiagramFacts[]> {
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d', {willReadFrequently: true})!;
    const hex = (css: string, under = '#ffffff') => {
      ctx.fillStyle = under;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
    };
    return Array.from(document.querySelectorAll<HTMLElement>('figure.diagram')).map((figure) => {
      const region = figure.querySelector<HTMLElement>('.diagram__scroll')!;
      const svg = figure.querySelector<SVGSVGElement>('svg')!;
      const labelIds = (svg.getAttribute('aria-labelledby') ?? '').split(' ');
      const regionBg = hex(getComputedStyle(region).backgroundColor);
      const texts = Array.from(svg.querySelectorAll<SVGTextElement>('text')).map((t) => {
        // The box the text sits on (node, actor, label pill), else the diagram's background.
        const box = Array.from(t.parentElement?.children ?? []).find(
          (el) => el !== t && /^(rect|polygon|ellipse|path)$/.test(el.tagName) && getComputedStyle(el).fill !== 'none',
        );
        const bg = box ? hex(getComputedStyle(box).fill, regionBg) : regionBg;
        return {text: t.textContent ?? '', fg: hex(getComputedStyle(t).fill, bg), bg};
      });
      return {
        name: labelIds.map((id: string) => document.getElementById(id)?.textContent ?? '').join(' '),
        drawnWidth: svg.getBoundingClientRect().width,
        naturalWidth: svg.viewBox.baseVal.width,
        region: {
          scrolls: region.scrollWidth > region.clientWidth,
          tabIndex: region.tabIndex,
          label: region.getAttribute('aria-label') ?? '',
        },
        texts,
      };
    });
  });
}

interface PageCheck {
  /** The state the page was in when it was read: its layout width and its colour mode (`data-theme`). */
  seen: {width: number; theme: string | undefined};
  facts: DiagramFacts[];
  /** How many images the page has with each diagram's accessible name, in source order. */
  imagesNamed: number[];
  /** Whether the page itself fits the viewport's width (checked at the phone width only). */
  fitsWidth: boolean | null;
  /** Why ArrowRight did not scroll the first wide diagram's focused region, if one is wider than the column. */
  keyboardScroll: string | null;
  violations: string[];
  scripts: string[];
  consoleErrors: string[];
}

type ViewportName = keyof typeof VIEWPORTS;
type Mode = (typeof MODES)[number];
const stateKey = (route: string, mode: Mode, viewportName: ViewportName) => `${route} (${mode}, ${viewportName})`;

/**
 * The states one open page goes through, in this order: it is opened at the desktop width in light mode, switched
 * to dark mode with the top bar's colour-mode toggle (as a reader's clicks do), narrowed to the phone width, and
 * switched back to light mode there. One page load per page instead of one per state (BENCHMARKS.md, session 18).
 */
const PAGE_STATES: readonly {viewportName: ViewportName; mode: Mode}[] = [
  {viewportName: 'desktop', mode: 'light'},
  {viewportName: 'desktop', mode: 'dark'},
  {viewportName: 'mobile', mode: 'dark'},
  {viewportName: 'mobile', mode: 'light'},
];

/** Puts the open page into a state: its width (`setViewportSize`), then its colour mode (the toggle), then 2 frames. */
async function enterState(page: Page, viewportName: ViewportName, mode: Mode): Promise<void> {
  const viewport = VIEWPORTS[viewportName];
  if (page.viewportSize()?.width !== viewport.width) {
    await page.setViewportSize(viewport);
    await page.waitForFunction((width) => window.innerWidth === width, viewport.width);
  }
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  // The toggle cycles system, light and dark: at most 3 clicks reach either look.
  for (let i = 0; i < 3; i++) {
    const {theme, choice} = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      choice: document.documentElement.dataset.themeChoice,
    }));
    if (theme === mode) break;
    await toggle.click();
    await page.waitForFunction((before) => document.documentElement.dataset.themeChoice !== before, choice);
  }
  await afterFrames(page);
}

/** Reads one state of the open page: the diagrams' facts, the names, the page width, keyboard scrolling and axe. */
async function readState(page: Page, titles: string[], viewportName: ViewportName) {
  const seen = await page.evaluate(() => ({width: window.innerWidth, theme: document.documentElement.dataset.theme}));
  const facts = await diagramFacts(page);
  const imagesNamed: number[] = [];
  for (const title of titles) imagesNamed.push(await page.getByRole('img', {name: title, exact: true}).count());
  let fitsWidth: boolean | null = null;
  let keyboardScroll: string | null = null;
  if (viewportName === 'mobile') {
    fitsWidth = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const wide = facts.findIndex((f) => f.region.scrolls);
    if (wide >= 0) {
      const region = page.locator('.diagram__scroll').nth(wide);
      // From its start, so that a region an earlier state scrolled cannot pass for one the key moved.
      const atStart = await region.evaluate((el) => {
        el.scrollTo({left: 0, behavior: 'instant'});
        return el.scrollLeft === 0;
      });
      await region.focus();
      await page.keyboard.press('ArrowRight');
      // Keyboard scrolling is animated: wait for it to move.
      keyboardScroll = atStart
        ? await region.evaluate(
            (el) =>
              new Promise<string | null>((resolve) => {
                const start = performance.now();
                const check = () =>
                  el.scrollLeft > 0
                    ? resolve(null)
                    : performance.now() - start > 3000
                      ? resolve('ArrowRight did not scroll the focused diagram')
                      : setTimeout(check, 16);
                check();
              }),
          )
        : 'the diagram could not be scrolled back to its start';
    }
  }
  const violations = await seriousViolations(page);
  return {seen, facts, imagesNamed, fitsWidth, keyboardScroll, violations};
}

/** Each page is opened once and goes through its states, each state its own test (e2e/support/pageStates.ts). */
const scriptsOf = new Map<string, string[]>();
const checkedState = pageStateChecks<(typeof PAGE_STATES)[number], PageCheck>({
  pages: PAGES.map((p) => p.route),
  statesOf: () => PAGE_STATES,
  nameOf: (route, {mode, viewportName}) => stateKey(route, mode, viewportName),
  viewportOf: () => VIEWPORTS[PAGE_STATES[0].viewportName],
  withPage,
  pagesAtOnce: AXE_PAGES_AT_ONCE,
  open: async ({page}, route) => {
    const scripts: string[] = [];
    scriptsOf.set(route, scripts);
    page.on('request', (req) => {
      if (/mermaid|\bd2\b|elkjs|fonts\.googleapis/i.test(req.url())) scripts.push(req.url());
    });
    await open(page, route);
  },
  check: async ({page, consoleErrors}, route, {viewportName, mode}, index, step) => {
    step('enter the state');
    if (index === 1) await page.addStyleTag({content: NO_TRANSITIONS});
    await enterState(page, viewportName, mode);
    step('read the state');
    const {titles} = PAGES.find((p) => p.route === route)!;
    const read = await readState(page, titles, viewportName);
    return {...read, scripts: [...scriptsOf.get(route)!], consoleErrors: [...consoleErrors]};
  },
});

const checked = (route: string, mode: Mode, viewportName: ViewportName): Promise<PageCheck> =>
  checkedState(route, {mode, viewportName});

describe('diagrams', () => {
  it('are on at least 12 guides', () => {
    expect(PAGES.filter((p) => p.route.startsWith('/guides/')).length).toBeGreaterThanOrEqual(12);
  });

  for (const viewportName of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const mode of MODES) {
      it.each(PAGES)(`$route (${mode}, ${viewportName})`, async ({route, titles}) => {
        const {seen, facts, imagesNamed, fitsWidth, keyboardScroll, violations, scripts, consoleErrors} = await checked(
          route,
          mode,
          viewportName,
        );

        // Read in the state the test is named after (a switch that did not take fails here).
        expect(seen).toEqual({width: VIEWPORTS[viewportName].width, theme: mode});

        // One figure per source block, each an image named after its accTitle.
        expect(facts.map((f) => f.name)).toEqual(titles);
        expect(imagesNamed).toEqual(titles.map(() => 1));

        for (const f of facts) {
          // Never shrunk: drawn at its natural size; when wider than the column, it scrolls in a named, focusable region.
          expect(Math.abs(f.drawnWidth - f.naturalWidth)).toBeLessThan(1);
          expect(f.region).toMatchObject({tabIndex: 0, label: `Diagram: ${f.name}`});
          // Text reads on its background (WCAG AA, 4.5:1), in this colour mode.
          const low = f.texts.filter((t) => contrastRatio(t.fg, t.bg) < 4.5);
          expect(low).toEqual([]);
        }
        // On a desktop every diagram fits the content column (writers keep them about 600 px wide).
        if (viewportName === 'desktop') expect(facts.filter((f) => f.region.scrolls).map((f) => f.name)).toEqual([]);
        if (viewportName === 'mobile') {
          // The page itself does not scroll sideways; a wide diagram scrolls in its region, also from the keyboard.
          expect(fitsWidth).toBe(true);
          expect(keyboardScroll).toBeNull();
        }

        expect(violations).toEqual([]);
        expect(scripts).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
});
