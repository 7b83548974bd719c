import type {Page} from 'playwright-core';
import {darkCodeTheme} from '../src/data/codeThemes';
import {open, useBrowser, VIEWPORTS} from './support/browser';

const {withPage, browser} = useBrowser();
const GUIDE = '/guides/auth/passwords';

/** The highlighted tokens and the colour of the first keyword in the visible code of the first language tabs. */
async function visibleCode(page: Page): Promise<{tokens: number; keywordColor: string | null}> {
  return page.evaluate(() => {
    const panel = Array.from(document.querySelectorAll('[role="tabpanel"]')).find((p) => !p.hasAttribute('hidden'));
    const keyword = panel?.querySelector('pre .token.keyword') as HTMLElement | null | undefined;
    return {
      tokens: panel?.querySelectorAll('pre .token').length ?? 0,
      keywordColor: keyword ? getComputedStyle(keyword).color : null,
    };
  });
}

/** Whether any script the page loaded carries the highlighter (prism-react-renderer's `prism-code language-` class). */
async function loadedHighlighter(page: Page): Promise<boolean> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  const bodies = await Promise.all(scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)));
  return bodies.some((b) => b.includes('prism-code language-'));
}

describe('code blocks', () => {
  it('hydrate with the highlighting the server wrote, without loading the highlighter', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      await page.waitForTimeout(1500);
      const code = await visibleCode(page);
      expect(code.tokens).toBeGreaterThan(10);
      expect(code.keywordColor).not.toBeNull();
      await expect(loadedHighlighter(page)).resolves.toBe(false);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('keep the chosen language tab across a reload and from the address, still highlighted', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      const tabs = page.getByRole('tablist').first();
      await tabs.getByRole('tab', {name: 'Flutter'}).click();
      await expect(tabs.getByRole('tab', {name: 'Flutter'}).getAttribute('aria-selected')).resolves.toBe('true');
      expect((await visibleCode(page)).tokens).toBeGreaterThan(5);
      await open(page, GUIDE);
      const again = page.getByRole('tablist').first();
      await expect(again.getByRole('tab', {name: 'Flutter'}).getAttribute('aria-selected')).resolves.toBe('true');
      expect((await visibleCode(page)).tokens).toBeGreaterThan(5);
      await open(page, `${GUIDE}?language=python`);
      const linked = page.getByRole('tablist').first();
      await expect(linked.getByRole('tab', {name: 'Python'}).getAttribute('aria-selected')).resolves.toBe('true');
      expect((await visibleCode(page)).tokens).toBeGreaterThan(5);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('take the dark theme in dark mode', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      await page.waitForTimeout(1000);
      const light = await visibleCode(page);
      await page.emulateMedia({colorScheme: 'dark'});
      await open(page, GUIDE);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      // The dark theme's colours need the highlighter, loaded once the page has hydrated.
      await page.waitForFunction(
        (lightColor) => {
          const panel = Array.from(document.querySelectorAll('[role="tabpanel"]')).find(
            (p) => !p.hasAttribute('hidden'),
          );
          const keyword = panel?.querySelector('pre .token.keyword') as HTMLElement | null | undefined;
          return keyword !== null && keyword !== undefined && getComputedStyle(keyword).color !== lightColor;
        },
        light.keywordColor,
        {timeout: 10_000},
      );
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('are highlighted on a page reached by a client-side navigation', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      await page.locator('[data-side-menu="auth"]').getByRole('link', {name: 'Email (Magic Link or OTP)'}).click();
      await page.waitForURL(/auth-email-passwordless/);
      await page.waitForFunction(() => document.querySelectorAll('main pre .token').length > 10, undefined, {
        timeout: 10_000,
      });
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('offer the word-wrap button for code wider than the block (also in a tab shown later), and wrap it', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      const visiblePanel = page.locator('[role="tabpanel"]:not([hidden])').first();
      const wrapButton = visiblePanel.getByRole('button', {name: 'Toggle word wrap'}).first();
      await wrapButton.waitFor({timeout: 10_000});
      // Every block that has the button is wider than its box, and no block that fits has it.
      const mismatched = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll('[role="tabpanel"]:not([hidden]) pre')).filter((pre) => {
            const block = pre.closest('.theme-code-block');
            const hasButton = !!block?.querySelector('button[aria-label="Toggle word wrap"]');
            return hasButton !== pre.scrollWidth > pre.clientWidth;
          }).length,
      );
      expect(mismatched).toBe(0);
      const pre = wrapButton.locator('xpath=ancestor::div[contains(@class, "theme-code-block")][1]//pre');
      await expect(pre.evaluate((el) => el.scrollWidth > el.clientWidth)).resolves.toBe(true);
      await wrapButton.click();
      await expect(pre.evaluate((el) => el.scrollWidth <= el.clientWidth)).resolves.toBe(true);
      await expect(wrapButton.isVisible()).resolves.toBe(true);
      // A tab shown later is measured when it appears.
      const tablist = page.getByRole('tablist').first();
      await tablist.getByRole('tab').nth(1).click();
      const shown = page.locator('[role="tabpanel"]:not([hidden])').first();
      await page.waitForFunction(
        () => {
          const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
          const pre = panel?.querySelector('pre');
          if (!pre) return false;
          const hasButton = !!pre.closest('.theme-code-block')?.querySelector('button[aria-label="Toggle word wrap"]');
          return hasButton === pre.scrollWidth > pre.clientWidth;
        },
        undefined,
        {timeout: 5_000},
      );
      await expect(shown.locator('pre').count()).resolves.toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile));
});

const QUICKSTART = '/guides/auth/quickstarts/nextjs';

/**
 * Holds back (or fails) the browser's jsx grammar chunk: Prism's tsx grammar extends jsx, so a tsx block must
 * wait for it. Returns a probe telling whether the chunk was requested, so the test cannot pass without it.
 */
async function slowJsxGrammar(page: Page, mode: {delayMs: number} | 'fail'): Promise<{seen: () => boolean}> {
  let seen = false;
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // The jsx grammar's own line (minified, Prism is a renamed parameter): jsx = extend('markup', …).
    if (!/\.languages\.jsx\s*=\s*\w+\.languages\.extend\(\s*["']markup/.test(body)) {
      return route.fulfill({response, body});
    }
    seen = true;
    if (mode === 'fail') return route.abort('failed');
    await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    return route.fulfill({response, body});
  });
  return {seen: () => seen};
}

/**
 * Waits until the first block in `language` is highlighted in the browser: in dark mode, drawn in the dark
 * theme (the server wrote it in the light one); in light mode, tokenized (a block mounted by a client-side
 * navigation starts as plain text). Then checks the page did not crash.
 */
async function expectHighlighted(page: Page, language: string, mode: 'light' | 'dark'): Promise<void> {
  // Blocks are highlighted when they come near the viewport: bring the first one of the language there.
  await page.getByText(language === 'tsx' ? 'app/login/page.tsx' : 'utils/supabase/client.ts').scrollIntoViewIfNeeded();
  await page.waitForFunction(
    ({language, mode, darkBackground}) => {
      const pre = document.querySelector<HTMLElement>(`pre.language-${language}`);
      if (!pre || pre.querySelectorAll('.token').length < 5) return false;
      const dark = getComputedStyle(pre).backgroundColor === darkBackground;
      return mode === 'dark' ? dark : !dark;
    },
    {language, mode, darkBackground: hexToRgb(darkCodeTheme.plain.backgroundColor as string)},
    {timeout: 15_000},
  );
  await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('code highlighting cannot take a page down', () => {
  it('a slow jsx grammar chunk after a client-side navigation (light mode)', () =>
    withPage(async ({page, consoleErrors}) => {
      const probe = await slowJsxGrammar(page, {delayMs: 800});
      await open(page, '/guides/auth');
      await page.locator('main').getByRole('link', {name: 'Next.js quickstart'}).click();
      await page.waitForURL(/quickstarts\/nextjs$/);
      await expectHighlighted(page, 'tsx', 'light');
      expect(probe.seen()).toBe(true);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('a slow jsx grammar chunk on a direct load in dark mode', () =>
    withPage(async ({page, consoleErrors}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      const probe = await slowJsxGrammar(page, {delayMs: 800});
      await open(page, QUICKSTART);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await expectHighlighted(page, 'tsx', 'dark');
      expect(probe.seen()).toBe(true);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('a grammar chunk that fails to load leaves plain, readable code', () =>
    withPage(async ({page, consoleErrors}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      const probe = await slowJsxGrammar(page, 'fail');
      await open(page, QUICKSTART);
      // The ts blocks still take the dark theme; the tsx block keeps the code the server wrote.
      await expectHighlighted(page, 'ts', 'dark');
      await page.getByText('app/login/page.tsx').scrollIntoViewIfNeeded();
      await page.waitForTimeout(1500);
      expect(probe.seen()).toBe(true);
      await expect(page.getByText('This page crashed').count()).resolves.toBe(0);
      const tsx = page.locator('pre.language-tsx').first();
      await expect(tsx.innerText()).resolves.toContain('export default');
      await expect(tsx.isVisible()).resolves.toBe(true);
      // The only errors are the refused chunk's own (the browser reports a failed script load).
      expect(consoleErrors.filter((e) => !/ERR_FAILED|Loading chunk|ChunkLoadError/.test(e))).toEqual([]);
    }, VIEWPORTS.desktop));
});

describe('on a touch phone', () => {
  it('code buttons are shown at full opacity above the code, and no back-to-top button covers the text', async () => {
    const context = await browser().newContext({
      viewport: VIEWPORTS.mobile,
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    try {
      await open(page, GUIDE);
      const block = page.locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
      const copy = block.getByRole('button', {name: /copy/i});
      await copy.waitFor({timeout: 10_000});
      await expect(copy.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe('1');
      const overlap = await block.evaluate((el) => {
        const button = el.querySelector('button')!.getBoundingClientRect();
        const line = el.querySelector('pre code > *')!.getBoundingClientRect();
        return button.bottom > line.top && button.top < line.bottom;
      });
      expect(overlap).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 3000));
      await page.waitForTimeout(500);
      await expect(page.locator('.theme-back-to-top-button').isVisible()).resolves.toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
