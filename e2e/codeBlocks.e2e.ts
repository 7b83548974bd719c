import type {Page} from 'playwright-core';
import {open, useBrowser, VIEWPORTS} from './support/browser';

const {withPage} = useBrowser();
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
      await tabs.getByRole('tab', {name: 'Dart'}).click();
      await expect(tabs.getByRole('tab', {name: 'Dart'}).getAttribute('aria-selected')).resolves.toBe('true');
      expect((await visibleCode(page)).tokens).toBeGreaterThan(5);
      await open(page, GUIDE);
      const again = page.getByRole('tablist').first();
      await expect(again.getByRole('tab', {name: 'Dart'}).getAttribute('aria-selected')).resolves.toBe('true');
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
