import type {Page} from 'playwright-core';
import {baseUrl, open, useBrowser, VIEWPORTS} from './support/browser';

const {withPage} = useBrowser();
const GUIDE = '/guides/storage/quickstart';
const JS_LINK = '/reference/javascript/storage-from-createsignedurl';

/** The hrefs of the guide's prose links named `createSignedUrl` (in the article, outside code). */
async function signedUrlLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article a'))
      .filter((a) => a.textContent?.trim() === 'createSignedUrl')
      .map((a) => a.getAttribute('href') ?? ''),
  );
}

describe('guide ↔ reference links', () => {
  it('are written to the JavaScript reference in the server HTML (they work without JavaScript)', async () => {
    const html = await (await fetch(baseUrl() + GUIDE)).text();
    // The served HTML is minified: attribute values may be unquoted.
    expect(html).toMatch(new RegExp(`href="?${JS_LINK}[" >]`));
    expect(html).not.toMatch(/href="?\/reference\/dart\//);
  });

  it('follow the language tab: Flutter chosen on the storage quickstart leads to the Flutter reference', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, GUIDE);
      expect(await signedUrlLinks(page)).toEqual([JS_LINK, JS_LINK]);
      const box = await page.locator('article a', {hasText: 'createSignedUrl'}).first().boundingBox();

      const tabs = page
        .getByRole('tablist')
        .filter({has: page.getByRole('tab', {name: 'Flutter'})})
        .first();
      await tabs.getByRole('tab', {name: 'Flutter'}).click();
      await page.waitForFunction(
        () => document.querySelector('article a[href="/reference/dart/storage-from-createsignedurl"]') !== null,
      );
      const links = await signedUrlLinks(page);
      expect(links.length).toBe(2);
      expect(links.every((href) => href.startsWith('/reference/dart/'))).toBe(true);
      // Only the address changes: the link keeps its text and size.
      const after = await page.locator('article a', {hasText: 'createSignedUrl'}).first().boundingBox();
      expect(after?.width).toBe(box?.width);
      await expect(page.locator('article a', {hasText: 'upload'}).first().getAttribute('href')).resolves.toBe(
        '/reference/dart/storage-from-upload',
      );

      // The choice is kept: a later visit starts on the Flutter reference once the page has hydrated.
      await open(page, GUIDE);
      await page.waitForFunction(
        () => document.querySelector('article a[href="/reference/dart/storage-from-createsignedurl"]') !== null,
      );
      // The address wins over the stored choice, as it does for the tabs.
      await open(page, `${GUIDE}?language=python`);
      await page.waitForFunction(
        () => document.querySelector('article a[href="/reference/python/storage-from-createsignedurl"]') !== null,
      );
      // Following it lands on that section.
      await page.locator('article a[href="/reference/python/storage-from-createsignedurl"]').first().click();
      await page.waitForURL((url) => url.pathname === '/reference/python/storage-from-createsignedurl');
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('are listed back on the reference section, in every library ("Used in")', () =>
    withPage(async ({page}) => {
      for (const route of ['/reference/dart/storage-from-createsignedurl', JS_LINK]) {
        await open(page, route);
        const slug = route.split('/').pop() as string;
        const list = page.locator(`[data-used-in="${slug}"]`);
        await expect(list.getByRole('heading', {name: 'Used in'}).isVisible()).resolves.toBe(true);
        await expect(list.locator(`a[href="${GUIDE}"]`).count()).resolves.toBe(1);
      }
    }, VIEWPORTS.desktop));
});
