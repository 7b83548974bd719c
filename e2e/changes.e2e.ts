/**
 * The "what changed" page of a library (src/plugins/content/version-changes) and the per-section lines about
 * another version (src/features/reference/components/VersionDelta). The differences checked here were verified by
 * hand in the spec documents: `.or()`'s `options.foreignTable` (v1) became `options.referencedTable` (v2),
 * `signIn` (v1 only) and `signInWithPassword` (v2 only), `verifyOTP` renamed `verifyOtp`.
 */
import {baseUrl, open, useBrowser, VIEWPORTS} from './support/browser';
import {seriousViolations} from './support/axe';

const {withPage} = useBrowser();

describe('what changed between versions', () => {
  it('/reference/javascript/changes lists the v1 → v2 differences computed from the specs, each linking to its section', async () => {
    await withPage(async ({page, consoleErrors}) => {
      expect(await open(page, '/reference/javascript/changes')).toBe(200);
      await expect(page.locator('main h1').textContent()).resolves.toContain('JavaScript');
      const pair = page.locator('[data-changes-pair="v1-to-v2"]');
      await expect(pair.getByRole('heading', {level: 2}).textContent()).resolves.toContain('Version 1.0 → Version 2.0');

      // Parameters of `.or()`: one removed, one added, by dotted path, in a table with headers.
      const table = pair.getByRole('table');
      await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
        'Operation',
        'Parameter',
        'Change',
        'Type',
      ]);
      const orRows = table.locator('tr[data-op="or"]');
      await expect(orRows.allTextContents()).resolves.toEqual([
        expect.stringMatching(/options\.foreignTable\s*Removed/),
        expect.stringMatching(/options\.referencedTable\s*Added/),
      ]);
      await expect(orRows.first().getByRole('link').getAttribute('href')).resolves.toBe('/reference/javascript/or');

      // Operations removed (linked in v1) and added (linked in the latest).
      const removed = pair.getByRole('list', {name: 'Removed in Version 2.0'});
      await expect(removed.locator('a[href="/reference/javascript/v1/auth-signin"]').count()).resolves.toBe(1);
      const added = pair.getByRole('list', {name: 'Added in Version 2.0'});
      await expect(added.locator('a[href="/reference/javascript/auth-signinwithpassword"]').count()).resolves.toBe(1);
      const renamed = pair.getByRole('list', {name: 'Renamed'});
      await expect(renamed.textContent()).resolves.toMatch(/supabase\.auth\.verifyOTP\s*→.*supabase\.auth\.verifyOtp/);

      // A link from the page lands on its section.
      await orRows.first().getByRole('link').click();
      await page.waitForURL('**/reference/javascript/or');
      await page.locator('[data-ref-section="or"]').waitFor();
      expect(consoleErrors).toEqual([]);
    });
  });

  it('a v1 section says what differs in the latest, and its link goes to the twin section', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/v1/or');
      const line = page.locator('[data-ref-section="or"] [data-version-delta="differs"]');
      await expect(line.textContent()).resolves.toMatch(
        /in Version 2\.0:.*added: options\.referencedTable.*removed: options\.foreignTable/,
      );
      const link = line.getByRole('link', {name: 'See Match at least one filter in Version 2.0'});
      await expect(link.getAttribute('href')).resolves.toBe('/reference/javascript/or');
      await link.click();
      await page.waitForURL('**/reference/javascript/or');
      await page.getByRole('note', {name: 'Older version'}).waitFor({state: 'detached', timeout: 10_000});
      await page.locator('[data-ref-section="or"]').waitFor();
      // The latest's `or` is not new: no line there.
      await expect(page.locator('[data-ref-section="or"] [data-version-delta]').count()).resolves.toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('a section new in the latest says so and links to the pair on the changes page', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/auth-signinwithpassword');
      const line = page.locator('[data-ref-section="auth-signinwithpassword"] [data-version-delta="new"]');
      await expect(line.textContent()).resolves.toContain('since Version 1.0');
      await line.getByRole('link', {name: 'What changed since Version 1.0'}).click();
      await page.waitForURL('**/reference/javascript/changes#v1-to-v2');
      await page.locator('#v1-to-v2').waitFor();
      expect(consoleErrors).toEqual([]);
    });
  });

  it('every versioned library has its page; Python (one version) has none', async () => {
    for (const lib of ['javascript', 'dart', 'swift', 'csharp', 'kotlin']) {
      const res = await fetch(`${baseUrl()}/reference/${lib}/changes`);
      expect([lib, res.status]).toEqual([lib, 200]);
    }
    expect((await fetch(`${baseUrl()}/reference/python/changes`)).status).toBe(404);
  });

  it.each([
    ['light', VIEWPORTS.desktop],
    ['dark', VIEWPORTS.desktop],
    ['light', VIEWPORTS.mobile],
    ['dark', VIEWPORTS.mobile],
  ] as const)(
    'the page has no serious accessibility violation and no horizontal scroll (%s, %o)',
    async (mode, viewport) => {
      await withPage(async ({page, consoleErrors}) => {
        await open(page, `/reference/javascript/changes${mode === 'dark' ? '?docusaurus-theme=dark' : ''}`);
        await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(mode);
        await expect(seriousViolations(page)).resolves.toEqual([]);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          viewport.width,
        );
        expect(consoleErrors).toEqual([]);
      }, viewport);
    },
  );

  it('the line on a v1 section has no serious accessibility violation in dark mode at 375px', async () => {
    await withPage(async ({page}) => {
      await open(page, '/reference/javascript/v1/or?docusaurus-theme=dark');
      await page.locator('[data-ref-section="or"] [data-version-delta]').waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    }, VIEWPORTS.mobile);
  });
});
