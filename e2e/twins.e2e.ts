import type {Page} from 'playwright-core';
import {open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';
import {ROOT} from './support/server';
import {loadCoverage} from '../src/plugins/content/reference-coverage';
import {findReferenceBySlug, referenceMenuId} from '../src/data/references';

const {withPage} = useBrowser();

const TWINS_LABEL = 'This operation in other libraries';
/** The latest Kotlin version's menu id, from the registry (a version cut moves it). */
const KOTLIN_LATEST_MENU_ID = referenceMenuId(findReferenceBySlug('kotlin')!);

/** Waits until every section of the version is on the page (it fills in after hydration). */
async function waitForFullPage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.reference-page')?.getAttribute('aria-busy') === 'false');
}

/** A JavaScript operation the latest Kotlin reference lacks (from the sources, as the coverage table says). */
function javascriptOnlyForKotlin(): string {
  const coverage = loadCoverage(ROOT);
  const js = coverage.libraries.findIndex((l) => l.slug === 'javascript');
  const kt = coverage.libraries.findIndex((l) => l.slug === 'kotlin');
  const row = coverage.groups.flatMap((g) => g.rows).find((r) => r.cells[js] && !r.cells[kt]);
  if (!row) throw new Error('Every JavaScript operation has a Kotlin twin: pick another library pair for this test.');
  return row.slug;
}

describe('language twins', () => {
  it('the row on /reference/javascript/select names the other libraries and leads to the Kotlin twin', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/select');
      const row = page.locator('[data-ref-section="select"]').getByRole('group', {name: TWINS_LABEL});
      await expect(row.isVisible()).resolves.toBe(true);
      const names = await row.getByRole('link').allTextContents();
      expect(names).toContain('Kotlin');
      expect(names).not.toContain('JavaScript');
      const kotlin = row.getByRole('link', {name: 'Kotlin', exact: true});
      await expect(kotlin.getAttribute('href')).resolves.toBe('/reference/kotlin/select');
      await kotlin.click();
      await page.waitForFunction(() => window.location.pathname === '/reference/kotlin/select', undefined, {
        timeout: 15000,
      });
      await page.waitForSelector(
        `.reference-page[data-menu-id="${KOTLIN_LATEST_MENU_ID}"] [data-ref-section="select"]`,
      );
      // On the Kotlin page the row offers JavaScript back.
      const back = page.locator('[data-ref-section="select"]').getByRole('group', {name: TWINS_LABEL});
      await expect(back.getByRole('link', {name: 'JavaScript', exact: true}).getAttribute('href')).resolves.toBe(
        '/reference/javascript/select',
      );
      expect(consoleErrors).toEqual([]);
    });
  });

  it('fits a 375px screen and shows a visible focus ring', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/select');
      const row = page.locator('[data-ref-section="select"]').getByRole('group', {name: TWINS_LABEL});
      const box = await row.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
      const link = row.getByRole('link').first();
      await link.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile);
  });

  it('has no serious axe violation in dark mode', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/select?docusaurus-theme=dark');
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
      await expect(
        page.locator('[data-ref-section="select"]').getByRole('group', {name: TWINS_LABEL}).isVisible(),
      ).resolves.toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('library switch', () => {
  /** The Kotlin entry of the top menu's Reference dropdown, once the dropdown is open. */
  async function kotlinEntry(page: Page) {
    const button = page.getByRole('button', {name: 'Reference', exact: true});
    await button.click();
    const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    return panel.getByRole('link', {name: /Kotlin/});
  }

  it('from a section, switching to Kotlin keeps the section', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/select');
      await waitForFullPage(page);
      const kotlin = await kotlinEntry(page);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('header a')).some(
          (a) => a.getAttribute('href') === '/reference/kotlin/select',
        ),
      );
      await expect(kotlin.getAttribute('href')).resolves.toBe('/reference/kotlin/select');
      await kotlin.click();
      await page.waitForFunction(() => window.location.pathname === '/reference/kotlin/select', undefined, {
        timeout: 15000,
      });
      await page.waitForSelector(
        `.reference-page[data-menu-id="${KOTLIN_LATEST_MENU_ID}"] [data-ref-section="select"]`,
      );
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop);
  });

  it('from a section the target lacks, switching lands on its start page', async () => {
    const slug = javascriptOnlyForKotlin();
    await withPage(async ({page, consoleErrors}) => {
      await open(page, `/reference/javascript/${slug}`);
      await waitForFullPage(page);
      const kotlin = await kotlinEntry(page);
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('header a')).some(
          (a) => a.getAttribute('href') === '/reference/kotlin/start',
        ),
      );
      await expect(kotlin.getAttribute('href')).resolves.toBe('/reference/kotlin/start');
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop);
  });

  it('outside a reference the entries keep their own links', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/getting-started');
      const kotlin = await kotlinEntry(page);
      await expect(kotlin.getAttribute('href')).resolves.toBe('/reference/kotlin/introduction');
    }, VIEWPORTS.desktop);
  });
});

describe('/reference/coverage', () => {
  it('links present operations to their sections and marks absent ones in text', async () => {
    await withPage(async ({page, consoleErrors}) => {
      expect(await open(page, '/reference/coverage')).toBe(200);
      await expect(page.getByRole('heading', {level: 1, name: 'Client library coverage'}).isVisible()).resolves.toBe(
        true,
      );
      const selectRow = page.locator('tr[data-operation="select"]');
      const kotlin = selectRow.locator('a[data-coverage="present"][data-library="kotlin"]');
      await expect(kotlin.getAttribute('href')).resolves.toBe('/reference/kotlin/select');
      const absent = page.locator('[data-coverage="absent"]');
      expect(await absent.count()).toBeGreaterThan(0);
      await expect(absent.first().textContent()).resolves.toMatch(/No/);
      // A present cell leads to an existing section.
      await kotlin.click();
      await page.waitForFunction(() => window.location.pathname === '/reference/kotlin/select', undefined, {
        timeout: 15000,
      });
      await page.waitForSelector('[data-ref-section="select"]');
      expect(consoleErrors).toEqual([]);
    });
  });

  it.each([
    ['light', ''],
    ['dark', '?docusaurus-theme=dark'],
  ])('has no serious axe violation (%s) and no overflow at 375px', async (_mode, query) => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, `/reference/coverage${query}`);
      expect(await seriousViolations(page)).toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile);
  });
});
