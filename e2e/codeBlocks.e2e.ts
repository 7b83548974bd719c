import type {Page} from 'playwright-core';
import {darkCodeTheme, lightCodeTheme} from '../src/data/codeThemes';
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
      // Coloured tokens (one span per run of one colour; punctuation and plain text are bare): 6 in this block.
      expect(code.tokens).toBeGreaterThan(3);
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
      // The dark theme's colours come from the stylesheet (the same markup serves both modes).
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

  it.each([VIEWPORTS.mobile, VIEWPORTS.desktop])(
    'are text lines, or line elements where lines are highlighted, one line box per line unwrapped (%o)',
    (viewport) =>
      withPage(async ({page, consoleErrors}) => {
        // A guide with a `{13-21}` block beside blocks without highlighted lines.
        await open(page, '/guides/auth/server-side/nextjs');
        const blocks = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('article .theme-code-block pre'))
            .filter(
              (pre) => pre.getBoundingClientRect().height > 0 && !pre.querySelector('code')!.hasAttribute('style'),
            )
            .map((pre) => {
              const code = pre.querySelector('code')!;
              const style = getComputedStyle(code);
              const inner = code.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              const lineElements = code.querySelectorAll('.token-line').length;
              const textLines = (code.textContent ?? '').split('\n').length;
              return {
                highlighted: code.querySelectorAll('.theme-code-block-highlighted-line').length,
                lineElements,
                // Unwrapped (no word-wrap style), every line of code is one line box of the block's line height.
                lines: lineElements || textLines,
                boxes: Math.round(inner / parseFloat(style.lineHeight)),
              };
            }),
        );
        const highlighted = blocks.filter((b) => b.highlighted > 0);
        const plain = blocks.filter((b) => b.highlighted === 0);
        expect(highlighted.length).toBeGreaterThan(0);
        expect(plain.length).toBeGreaterThan(2);
        expect(highlighted.every((b) => b.lineElements === b.lines && b.highlighted < b.lines)).toBe(true);
        expect(plain.filter((b) => b.lineElements > 0)).toEqual([]);
        expect(blocks.filter((b) => b.boxes !== b.lines)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      }, viewport),
  );
});

/**
 * Records every script the page loads (their bodies), so a test can tell whether any of them is Prism: its core
 * (the `before-tokenize` hook's name survives minification; prism-react-renderer's bundled Prism has it too) or a
 * grammar file (`Prism.languages.extend(…)` / `insertBefore(…)`, whatever the minifier calls Prism).
 */
function recordScripts(page: Page): {prism: () => Promise<string[]>; count: () => number} {
  const bodies: Promise<{url: string; body: string}>[] = [];
  page.on('response', (response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    bodies.push(
      response
        .text()
        .then((body) => ({url: response.url(), body}))
        .catch(() => ({url: response.url(), body: ''})),
    );
  });
  return {
    count: () => bodies.length,
    prism: async () =>
      (await Promise.all(bodies))
        .filter(({body}) => body.includes('before-tokenize') || /\.languages\.(extend|insertBefore)\(/.test(body))
        .map(({url}) => url),
  };
}

/**
 * The computed colour of the first keyword token in `scope`'s code (null when there is none); `section:<id>` is
 * the reference section whose heading has that id.
 */
async function keywordColor(page: Page, scope: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const [kind, id] = selector.split(':');
    const root =
      kind === 'section' ? document.getElementById(id)?.closest('section') : document.querySelector(selector);
    const keyword = root?.querySelector('pre .token.keyword');
    return keyword ? getComputedStyle(keyword).color : null;
  }, scope);
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The keyword colour of each code theme (`tag, keyword`), as the browser reports it. */
const KEYWORD = {
  light: hexToRgb(lightCodeTheme.styles.find((s) => s.types.includes('keyword'))!.style.color as string),
  dark: hexToRgb(darkCodeTheme.styles.find((s) => s.types.includes('keyword'))!.style.color as string),
};

/** Switches the colour mode with the top bar's toggle until the page is in `mode`. */
async function switchColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/}).first();
  for (let i = 0; i < 3; i += 1) {
    if ((await page.locator('html').getAttribute('data-theme')) === mode) return;
    await toggle.click();
  }
  await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(mode);
}

describe('code is highlighted at build time: no Prism in the browser', () => {
  it('reading a guide, toggling dark mode, then a client-side navigation loads no Prism core or grammar', () =>
    withPage(async ({page, consoleErrors}) => {
      const scripts = recordScripts(page);
      await open(page, '/guides/auth');
      await page.locator('main').getByRole('link', {name: 'Next.js quickstart'}).click();
      await page.waitForURL(/quickstarts\/nextjs$/);
      await page.waitForFunction(() => document.querySelectorAll('main pre.language-tsx .token').length > 10);
      await expect(keywordColor(page, 'main')).resolves.toBe(KEYWORD.light);
      await switchColorMode(page, 'dark');
      await expect(keywordColor(page, 'main')).resolves.toBe(KEYWORD.dark);
      await page.getByText('app/login/page.tsx').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      // The probe sees scripts at all (the test cannot pass by recording nothing) and none of them is Prism.
      expect(scripts.count()).toBeGreaterThan(3);
      await expect(scripts.prism()).resolves.toEqual([]);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('a reference section in dark mode, its other sections and a move to another section load no Prism', () =>
    withPage(async ({page, consoleErrors}) => {
      await page.emulateMedia({colorScheme: 'dark'});
      const scripts = recordScripts(page);
      await open(page, '/reference/javascript/select');
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
      await expect(keywordColor(page, 'main')).resolves.toBe(KEYWORD.dark);
      // The version's other sections, added in the browser once the section data arrives (later on a loaded
      // machine): coloured from its tokens.
      await page.waitForFunction(
        () => document.getElementById('delete')?.closest('section')?.querySelector('pre .token.keyword') != null,
        undefined,
        {timeout: 15_000},
      );
      await expect(keywordColor(page, 'section:delete')).resolves.toBe(KEYWORD.dark);
      await page.locator('[data-side-menu] a[href="/reference/javascript/insert"]').first().click();
      await page.waitForFunction(() => window.location.pathname === '/reference/javascript/insert');
      await switchColorMode(page, 'light');
      // Near the viewport, a section's blocks become the theme's blocks (copy and word-wrap buttons), still coloured.
      await page.waitForFunction(
        () =>
          (document.getElementById('insert')?.closest('section')?.querySelectorAll('.theme-code-block .token.keyword')
            .length ?? 0) > 0,
        undefined,
        {timeout: 10_000},
      );
      await expect(keywordColor(page, 'section:insert')).resolves.toBe(KEYWORD.light);
      expect(scripts.count()).toBeGreaterThan(3);
      await expect(scripts.prism()).resolves.toEqual([]);
      expect(consoleErrors).toEqual([]);
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
        // The first line of code: its first box, whether the lines are elements or text with newlines.
        const range = document.createRange();
        range.selectNodeContents(el.querySelector('pre code')!);
        const line = range.getClientRects()[0];
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

describe('the test browser (e2e/support/browser.ts)', () => {
  // Not the site: the harness every file shares. Headless Chromium's address-bar popups kept a renderer busy for as
  // long as a browser was open (e2e/support/chromiumFeatures.ts); they must stay off, and pages must still open.
  it("runs no address-bar popup page beside the tests' own pages", async () => {
    const page = await (await browser().newContext()).newPage();
    const cdp = await browser().newBrowserCDPSession();
    const {targetInfos} = await cdp.send('Target.getTargets');
    const urls = targetInfos.map((t) => t.url);
    expect(urls).toContain('about:blank');
    expect(urls.filter((u) => u.startsWith('chrome://'))).toEqual([]);
    await page.context().close();
  });
});
