/**
 * Diagrams (issue 35): every guide with a ```mermaid block shows it as inline SVG, in light and dark mode, at a phone
 * and a desktop width: named after its accTitle, text contrasting with what is behind it, a wide diagram scrolling in
 * a focusable region instead of shrinking, axe clean, and no diagram library requested by the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';
import {AXE_PAGES_AT_ONCE, lookahead} from './support/pool';
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

const MODES = [
  ['light', ''],
  ['dark', '?docusaurus-theme=dark'],
] as const;

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

const STATES = Object.entries(VIEWPORTS).flatMap(([viewportName, viewport]) =>
  MODES.flatMap(([mode, query]) =>
    PAGES.map((p) => ({key: `${p.route} (${mode}, ${viewportName})`, ...p, viewportName, viewport, query})),
  ),
);

/**
 * Each page state is loaded and read in a fresh context; one browser can read several at once (`AXE_PAGES_AT_ONCE`:
 * the tests below ask in order, `lookahead` starts the next ones meanwhile) and each test asserts on its own state.
 */
const checkPage = lookahead(
  STATES.map((s) => s.key),
  AXE_PAGES_AT_ONCE,
  (key): Promise<PageCheck> => {
    const {route, titles, viewportName, viewport, query} = STATES.find((s) => s.key === key)!;
    return withPage(async ({page, consoleErrors}) => {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (/mermaid|\bd2\b|elkjs|fonts\.googleapis/i.test(req.url())) scripts.push(req.url());
      });
      await open(page, route + query);
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
          await region.focus();
          await page.keyboard.press('ArrowRight');
          // Keyboard scrolling is animated: wait for it to move.
          keyboardScroll = await region.evaluate(
            (el) =>
              new Promise<string | null>((resolve) => {
                const start = performance.now();
                const check = () =>
                  el.scrollLeft > 0
                    ? resolve(null)
                    : performance.now() - start > 3000
                      ? resolve('ArrowRight did not scroll the focused diagram')
                      : requestAnimationFrame(check);
                check();
              }),
          );
        }
      }
      const violations = await seriousViolations(page);
      return {facts, imagesNamed, fitsWidth, keyboardScroll, violations, scripts, consoleErrors: [...consoleErrors]};
    }, viewport);
  },
);

describe('diagrams', () => {
  it('are on at least 12 guides', () => {
    expect(PAGES.filter((p) => p.route.startsWith('/guides/')).length).toBeGreaterThanOrEqual(12);
  });

  for (const [viewportName] of Object.entries(VIEWPORTS)) {
    for (const [mode] of MODES) {
      it.each(PAGES)(`$route (${mode}, ${viewportName})`, async ({route, titles}) => {
        const {facts, imagesNamed, fitsWidth, keyboardScroll, violations, scripts, consoleErrors} = await checkPage(
          `${route} (${mode}, ${viewportName})`,
        );

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
