import type {Browser} from 'playwright-core';
import {launch, newPage, open, VIEWPORTS} from './support/browser';
import {REFERENCES} from '../src/data/references';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function search(route: string, query: string, opener: 'button' | 'shortcut' = 'shortcut') {
  const tracked = await newPage(browser, VIEWPORTS.desktop);
  const {page} = tracked;
  await open(page, route);
  if (opener === 'button') await page.getByRole('button', {name: /Search docs/}).click();
  else await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', {name: 'Search the docs'});
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('option').first().waitFor();
  return {...tracked, dialog};
}

describe('search', () => {
  it('finds a function by name, names its library and version, and Enter opens it', async () => {
    const {page, context, dialog, consoleErrors} = await search('/', 'signInWithOtp');
    try {
      const options = dialog.getByRole('option');
      const texts = await options.allTextContents();
      const index = texts.findIndex((t) => t.startsWith('JavaScript v2') && t.includes('Sign in a user through OTP'));
      expect(index).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
      await expect(options.nth(index).getAttribute('aria-selected')).resolves.toBe('true');
      await expect(options.nth(index).locator('mark').count()).resolves.toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/reference\/javascript\/auth-signinwithotp/);
      await dialog.waitFor({state: 'detached', timeout: 10_000});
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds a guide by its title from the button', async () => {
    const {page, context, dialog} = await search('/guides/getting-started', 'Row Level Security', 'button');
    try {
      const first = dialog.getByRole('option').first();
      await expect(first.textContent()).resolves.toMatch(/Row Level Security/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/guides\/database\/postgres\/row-level-security/);
    } finally {
      await context.close();
    }
  });

  it('ranks older versions below the latest', async () => {
    // "Fetch data" is a function of every client library, so older versions (Swift v1, Kotlin v1, ...) match too.
    const {context, dialog} = await search('/', 'Fetch data select');
    try {
      const labels = await dialog.getByRole('option').allTextContents();
      const latest = labels.map((text) => {
        const match = /^(.+?) (v\d+) ›/.exec(text);
        const ref = match ? REFERENCES.find((r) => r.kind === 'client-library' && r.title === match[1]) : undefined;
        return ref ? ref.versions[0] === match![2] : undefined;
      });
      const firstOld = latest.indexOf(false);
      expect(firstOld).toBeGreaterThan(0);
      expect(latest.slice(firstOld)).not.toContain(true);
      expect(latest.slice(0, firstOld)).toContain(true);
    } finally {
      await context.close();
    }
  });

  it('a search hit from one section route to another fetches no second copy of the version', async () => {
    const tracked = await newPage(browser, VIEWPORTS.desktop);
    const {page, context, consoleErrors} = tracked;
    /** URLs of the scripts that carry the JavaScript v2 reference data. */
    const versionData: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const body = await res.text().catch(() => '');
      if (body.includes('"menuId":"reference_javascript_v2"')) versionData.push(res.url());
    });
    try {
      await open(page, '/reference/javascript/select');
      await page.waitForFunction(() => document.querySelector('.reference-page')?.getAttribute('aria-busy') === 'false');
      expect(versionData).toHaveLength(1);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox').fill('signInWithOtp');
      const options = dialog.getByRole('option');
      await options.first().waitFor();
      const texts = await options.allTextContents();
      const index = texts.findIndex((t) => t.startsWith('JavaScript v2') && t.includes('Sign in a user through OTP'));
      expect(index).toBeGreaterThanOrEqual(0);
      await options.nth(index).click();
      await page.waitForURL(/\/reference\/javascript\/auth-signinwithotp(#[\w-]*)?$/);
      await page.waitForFunction(() => Math.abs(document.getElementById('auth-signinwithotp')!.getBoundingClientRect().top) < 150);
      expect(versionData).toHaveLength(1);

      // A fresh load of another section route of the version reads the same file (one copy, cached).
      const other = await context.newPage();
      const otherData: string[] = [];
      other.on('response', async (res) => {
        if (res.request().resourceType() === 'script' && (await res.text().catch(() => '')).includes('"menuId":"reference_javascript_v2"')) otherData.push(res.url());
      });
      await open(other, '/reference/javascript/insert');
      expect(otherData).toEqual(versionData);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/guides/auth/passwords', 'JavaScript v2'],
    ['/', 'JavaScript v2'],
    ['/reference/dart/introduction', 'Flutter v2'],
    ['/reference/kotlin/start', 'Kotlin v2'],
  ])("from %s, an API name lists the reader's library first (%s)", async (route, first) => {
    const {context, dialog} = await search(route, 'signInWithOtp');
    try {
      await expect(dialog.getByRole('option').first().textContent()).resolves.toMatch(new RegExp(`^${first} ›`));
    } finally {
      await context.close();
    }
  });

  it('renders a hostile query as text and closes with Escape', async () => {
    const tracked = await newPage(browser, VIEWPORTS.desktop);
    try {
      const {page} = tracked;
      await open(page, '/');
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox');
      await input.fill('<img src=x onerror="window.__xss=1">');
      await page.waitForTimeout(400);
      await expect(page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).resolves.toBeUndefined();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await tracked.context.close();
    }
  });
});
