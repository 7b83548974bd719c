import {open, useBrowser} from './support/browser';
import {REFERENCES, versionStartUrl} from '../src/data/references';

/** The routes the foundation promises, derived from the registry: every reference version's start page. */
const ROUTES = [
  '/',
  '/guides/getting-started',
  ...REFERENCES.flatMap((ref) =>
    ref.versions.length === 0 ? [`/reference/${ref.slug}/start`] : ref.versions.map((v) => versionStartUrl(ref, v)),
  ),
];

const {withPage} = useBrowser();

describe('every promised route loads in Chromium', () => {
  it('includes the routes named by the foundation issue', () => {
    for (const r of [
      '/reference/javascript/v1/start',
      '/reference/csharp/v0/start',
      '/reference/swift/v1/start',
      '/reference/kotlin/v2/start',
      '/reference/kotlin/v1/start',
      '/reference/python/start',
      '/reference/cli/start',
      '/reference/api/start',
      '/reference/self-hosting-functions/start',
    ]) {
      expect(ROUTES).toContain(r);
    }
  });

  it.each(ROUTES)('%s: status 200, content, no console error', async (route) => {
    await withPage(async ({page, consoleErrors}) => {
      const status = await open(page, route);
      expect(status).toBe(200);
      await expect(page.locator('main h1, main h2').first().textContent()).resolves.toMatch(/\S/);
      expect(await page.title()).not.toMatch(/Page Not Found/i);
      expect(consoleErrors).toEqual([]);
    });
  });
});
