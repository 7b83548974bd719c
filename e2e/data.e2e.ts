import {newPage, open, useBrowser, VIEWPORTS} from './support/browser';
import {EXTENSIONS} from '../src/data/extensions';
import {AUTH_RATE_LIMITS, formatAuthRateLimit} from '../src/data/limits';

const {withPage, browser} = useBrowser();

describe('extension catalogue', () => {
  it('filters by the Geo tag, keeps the filter in the URL, and restores it from the URL', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/guides/database/extensions');
      await expect(page.locator('[data-extension]').count()).resolves.toBe(EXTENSIONS.length);
      await page.getByRole('checkbox', {name: /^Geo/}).check();
      await page.waitForFunction(() => new URLSearchParams(window.location.search).getAll('tag').includes('Geo'));
      const names = await page
        .locator('[data-extension]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-extension')));
      expect(names).toContain('postgis');
      expect(names).not.toContain('pg_cron');
      expect(names.length).toBe(EXTENSIONS.filter((e) => (e.tags as readonly string[]).includes('Geo')).length);
      const url = page.url();

      const second = await newPage(browser());
      try {
        await second.page.goto(url);
        await second.page.waitForSelector('html[data-has-hydrated="true"]');
        await expect(second.page.getByRole('checkbox', {name: /^Geo/}).isChecked()).resolves.toBe(true);
        await second.page.waitForFunction(
          (n) => document.querySelectorAll('[data-extension]').length === n,
          names.length,
        );
      } finally {
        await second.context.close();
      }
      expect(consoleErrors).toEqual([]);
    });
  });

  it('filters by free text and renders a hostile query as inert text', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/database/extensions?q=%3Cimg%20src%3Dx%20onerror%3D%22window.__xss%3D1%22%3E');
      await expect(page.getByRole('searchbox', {name: 'Filter extensions'}).inputValue()).resolves.toBe(
        '<img src=x onerror="window.__xss=1">',
      );
      await expect(page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).resolves.toBeUndefined();
      await page.getByRole('searchbox', {name: 'Filter extensions'}).fill('cron');
      await page.waitForFunction(() => new URLSearchParams(window.location.search).get('q') === 'cron');
      await expect(page.locator('[data-extension="pg_cron"]').count()).resolves.toBe(1);
    });
  });

  it('says which Postgres versions have an extension that a newer version dropped', async () => {
    await withPage(async ({page, consoleErrors}) => {
      await open(page, '/guides/database/extensions');
      const dropped = EXTENSIONS.filter((e) => e.until);
      expect(dropped.length).toBeGreaterThanOrEqual(2);
      for (const ext of dropped) {
        await expect(page.locator(`[data-extension="${ext.name}"]`).textContent()).resolves.toContain(
          'Postgres 15 only',
        );
      }
      await expect(page.locator('[data-extension="pg_cron"]').textContent()).resolves.not.toContain('only');
      expect(consoleErrors).toEqual([]);
    });
  });
});

describe('log field reference', () => {
  it('lists metadata paths of postgres_logs including error_severity, filters and builds a query', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/platform/logs');
      await page.getByLabel('Log table', {exact: true}).selectOption('postgres_logs');
      const table = page.getByRole('region', {name: 'Fields of postgres_logs'});
      const paths = await table.locator('tbody tr td:first-child').allTextContents();
      expect(paths).toEqual(
        expect.arrayContaining([
          'id',
          'timestamp',
          'event_message',
          'metadata.parsed.error_severity',
          'metadata.parsed.sql_state_code',
          'metadata.parsed.user_name',
        ]),
      );
      await page.getByLabel('Filter fields by path').fill('error_severity');
      await expect(table.locator('tbody tr').count()).resolves.toBe(1);
      await page.getByRole('button', {name: 'Show a query for metadata.parsed.error_severity'}).click();
      await expect(
        page.locator('pre').filter({hasText: 'cross join unnest(metadata.parsed) as parsed'}).count(),
      ).resolves.toBeGreaterThan(0);
    }, VIEWPORTS.desktop);
  });
});

describe('limits and constants on their pages', () => {
  it('the auth rate limits page shows every row of the data', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/auth/rate-limits');
      const rows = page.getByRole('region', {name: 'Auth rate limits'}).locator('tbody tr');
      await expect(rows.count()).resolves.toBe(AUTH_RATE_LIMITS.length);
      for (const [i, limit] of AUTH_RATE_LIMITS.entries()) {
        await expect(rows.nth(i).textContent()).resolves.toBe(`${limit.item}${formatAuthRateLimit(limit)}`);
      }
      // The row headers read like the cells beside them: left-aligned, regular weight.
      const style = await rows
        .first()
        .locator('th')
        .evaluate((th) => ({align: getComputedStyle(th).textAlign, weight: getComputedStyle(th).fontWeight}));
      expect(style).toEqual({align: 'left', weight: '400'});
    });
  });

  it('branching and free-tier pausing render from the data', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/platform/branching');
      await expect(page.locator('article').textContent()).resolves.toContain('inactive for 5 minutes');
      await open(page, '/guides/platform/billing-faq');
      await expect(page.locator('article').textContent()).resolves.toContain('paused after 1 week of inactivity');
    });
  });

  it('the home page shows the product areas as cards', async () => {
    await withPage(async ({page}) => {
      await open(page, '/');
      for (const name of ['Database', 'Authentication', 'Storage', 'Edge Functions', 'Realtime', 'Vector']) {
        await expect(page.getByRole('heading', {name, level: 3}).getByRole('link').count()).resolves.toBe(1);
      }
    });
  });
});

describe('guide menus', () => {
  it('expands Vector indexes and highlights HNSW on the HNSW page', async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/ai/vector-indexes/hnsw-indexes');
      const menu = page.locator('[data-side-menu="ai"]');
      const parent = menu.locator('a.menu__link', {hasText: 'Vector indexes'}).locator('xpath=ancestor::li[1]');
      await expect(parent.getByRole('link', {name: 'IVFFlat indexes'}).isVisible()).resolves.toBe(true);
      await expect(menu.locator('a[aria-current="page"]').textContent()).resolves.toBe('HNSW indexes');
    });
  });
});

describe('log field reference at 1280px', () => {
  it("every row's Copy and Query buttons are inside the table's visible box", async () => {
    await withPage(async ({page}) => {
      await open(page, '/guides/platform/logs');
      const outside = await page.evaluate(() => {
        const region = document.querySelector('[aria-label^="Fields of"]')!;
        const box = region.getBoundingClientRect();
        const buttons = Array.from(region.querySelectorAll('tbody td:last-child button'));
        return {
          count: buttons.length,
          outside: buttons.filter((b) => b.getBoundingClientRect().right > box.right + 1).length,
        };
      });
      expect(outside.count).toBeGreaterThan(10);
      expect(outside.outside).toBe(0);
    }, VIEWPORTS.desktop);
  });
});

describe('log field reference at 320px', () => {
  it('the table select and the filter stay inside the page: nothing scrolls sideways', async () => {
    await withPage(
      async ({page, consoleErrors}) => {
        await open(page, '/guides/platform/logs');
        const layout = await page.evaluate(() => {
          const reference = document.querySelector('[data-log-table]')!;
          const fields = Array.from(reference.querySelectorAll('select, input'));
          return {
            fields: fields.length,
            pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            fieldsOutside: fields.filter((f) => f.getBoundingClientRect().right > window.innerWidth).length,
          };
        });
        expect(layout.fields).toBeGreaterThanOrEqual(2);
        expect(layout.fieldsOutside).toBe(0);
        expect(layout.pageOverflow).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
      },
      {width: 320, height: 640},
    );
  });
});
