import {open, useBrowser, VIEWPORTS} from './support/browser';
import {TOP_MENU, topMenuLinks} from '../src/data/topMenu';
import {DASHBOARD_URL, STATUS_URL} from '../src/data/externalLinks';

const {withPage} = useBrowser();

describe('top bar at 1280×800', () => {
  it('shows the logo with DOCS, Start, the dropdowns, search and the dashboard link', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/guides/getting-started');
      const bar = page.locator('nav[aria-label="Main"]');
      await expect(bar.getByRole('link', {name: 'Supabase Docs home'}).getAttribute('href')).resolves.toBe('/');
      await expect(bar.getByText('DOCS', {exact: true}).isVisible()).resolves.toBe(true);
      await expect(bar.getByRole('link', {name: 'Start'}).getAttribute('aria-current')).resolves.toBe('page');
      await expect(bar.getByRole('button', {name: /Search docs/}).isVisible()).resolves.toBe(true);
      await expect(page.getByTestId('search-hint').textContent()).resolves.toBe('Ctrl K');
      const dashboard = bar.getByRole('link', {name: /Sign up/});
      await expect(dashboard.getAttribute('target')).resolves.toBe('_blank');
      await expect(dashboard.getAttribute('rel')).resolves.toBe('noopener noreferrer');
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it.each(TOP_MENU.filter((i) => i.sections).map((i) => [i.label, i] as const))(
    'the %s dropdown lists its entries',
    (label, item) =>
      withPage(async ({page}) => {
        await open(page, '/');
        const button = page.getByRole('button', {name: label, exact: true});
        await button.click();
        const panel = page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
        await expect(panel.isVisible()).resolves.toBe(true);
        const texts = (await panel.getByRole('link').allTextContents()).map((t) =>
          t.replace('(opens in a new tab)', '').replace('Community', '').trim(),
        );
        expect(texts).toEqual(topMenuLinks(item).map((l) => l.label));
        for (const link of topMenuLinks(item).filter((l) => l.external)) {
          await expect(panel.getByRole('link', {name: link.label}).getAttribute('rel')).resolves.toBe(
            'noopener noreferrer',
          );
        }
        await page.keyboard.press('Escape');
        await expect(panel.isVisible()).resolves.toBe(false);
      }, VIEWPORTS.desktop),
  );

  it('opens a dropdown from the keyboard and follows an entry', () =>
    withPage(async ({page}) => {
      await open(page, '/');
      await page.getByRole('button', {name: 'Products', exact: true}).focus();
      await page.keyboard.press('Enter');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Database');
      await page.keyboard.press('ArrowDown');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('Auth');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/guides/auth');
    }, VIEWPORTS.desktop));

  it('shows Dashboard for a signed-in reader', () =>
    withPage(async ({page}) => {
      await open(page, '/');
      await page.evaluate(() =>
        localStorage.setItem(
          'supabase.dashboard.auth.token',
          JSON.stringify({access_token: 't', expires_at: Date.now() / 1000 + 3600, user: {id: 'u'}}),
        ),
      );
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      // The top bar's link (the footer also links to the dashboard).
      await expect(
        page
          .locator('nav[aria-label="Main"]')
          .getByRole('link', {name: /^Dashboard/})
          .isVisible(),
      ).resolves.toBe(true);
    }, VIEWPORTS.desktop));

  it('survives a malformed stored session (signed out, no error)', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/');
      await page.evaluate(() => localStorage.setItem('supabase.dashboard.auth.token', '{"access_token": <script>'));
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await expect(page.getByRole('link', {name: /^Sign up/}).isVisible()).resolves.toBe(true);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('has no dev auth link or page in this build (flag unset)', () =>
    withPage(async ({page}) => {
      await open(page, '/');
      await expect(page.getByRole('link', {name: 'Dev auth'}).count()).resolves.toBe(0);
      const res = await page.goto(`${new URL(page.url()).origin}/__dev-secret-auth`);
      expect(res?.status()).toBe(404);
    }, VIEWPORTS.desktop));
});

describe('side navigation', () => {
  it('is a 420px column at 1280 and chosen by menu id', () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/users');
      const menu = page.locator('[data-side-menu="auth"]');
      await expect(menu.isVisible()).resolves.toBe(true);
      const box = await page.locator('.theme-doc-sidebar-container').boundingBox();
      expect(box?.width).toBe(420);
    }, VIEWPORTS.desktop));

  it('is hidden at 375 until the drawer opens; the mobile bar reads the section name, then Close', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/guides/auth/users');
      await expect(page.locator('.theme-doc-sidebar-container').isVisible()).resolves.toBe(false);
      const label = page.getByTestId('mobile-bar-label');
      await expect(label.textContent()).resolves.toBe('Auth');
      await page.getByRole('button', {name: 'Auth', exact: true}).click();
      const drawer = page.getByRole('dialog', {name: 'Auth menu'});
      await expect(drawer.isVisible()).resolves.toBe(true);
      await expect(label.textContent()).resolves.toBe('Close');
      await expect(drawer.getByRole('link', {name: 'Identities'}).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
      // Backdrop closes it.
      await page.mouse.click(360, 700);
      await expect(drawer.count()).resolves.toBe(0);
      // The top bar toggle opens it too; following a link closes it.
      await page.getByRole('button', {name: 'Open menu'}).click();
      await page.getByRole('dialog').getByRole('link', {name: 'Identities'}).click();
      await page.waitForURL('**/guides/auth/identities');
      await page.getByRole('dialog').waitFor({state: 'detached', timeout: 10_000});
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile));

  it('closes the drawer with Escape and when the window widens to 1024px', () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/users');
      await page.getByRole('button', {name: 'Open menu'}).click();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await page.getByRole('button', {name: 'Open menu'}).click();
      await page.setViewportSize({width: 1023, height: 800});
      await expect(page.getByRole('dialog').count()).resolves.toBe(1);
      await page.setViewportSize({width: 1024, height: 800});
      await page.waitForFunction(() => document.querySelector('[role="dialog"]') === null);
    }, VIEWPORTS.mobile));

  it("Escape in the drawer closes what is open inside it first (the version menu), then the drawer, focus going back to each one's button", () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/v1/start');
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
      const opener = page.getByRole('button', {name: 'Open menu'});
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      const versions = drawer.getByRole('button', {name: /reference version/});
      await versions.focus();
      await page.keyboard.press('Enter');
      const entries = drawer.locator('a[data-version]');
      await entries.first().waitFor();
      // The version menu is open with focus in it: the first Escape closes that menu only, focus on its button.
      await expect(page.evaluate(() => document.activeElement?.hasAttribute('data-version'))).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await entries.first().waitFor({state: 'hidden'});
      await expect(drawer.count()).resolves.toBe(1);
      await expect(focused()).resolves.toBe(await versions.getAttribute('aria-controls'));
      // The second closes the drawer, and focus is back on the button that opened it, not on the page's body.
      await page.keyboard.press('Escape');
      await drawer.waitFor({state: 'detached'});
      await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile));

  it.each([
    ['/guides/auth/users', 'auth'],
    ['/reference/javascript/select', 'reference_javascript_v2'],
  ])('%s: navigation at 1023, 1024 and 1025px (drawer button below 1024, the side menu from 1024)', (route, menuId) =>
    withPage(
      async ({page, consoleErrors}) => {
        for (const width of [1023, 1024, 1025]) {
          await page.setViewportSize({width, height: 768});
          await open(page, route);
          const sideMenu = page.locator(`.theme-doc-sidebar-container [data-side-menu="${menuId}"]`);
          const menuButton = page.getByRole('button', {name: 'Open menu'});
          if (width < 1024) {
            await expect(menuButton.isVisible()).resolves.toBe(true);
            await expect(sideMenu.isVisible()).resolves.toBe(false);
          } else {
            await expect(sideMenu.isVisible()).resolves.toBe(true);
            await expect(sideMenu.getByRole('link').first().isVisible()).resolves.toBe(true);
            await expect(menuButton.isVisible()).resolves.toBe(false);
          }
        }
        expect(consoleErrors).toEqual([]);
      },
      {width: 1024, height: 768},
    ),
  );

  it.each([
    ['/guides/auth/social-login/auth-twitch', 1280],
    ['/reference/self-hosting-auth/post-invite', 1280],
    ['/reference/kotlin/storage-from-download', 1280],
    ['/guides/auth/social-login/auth-twitch', 375],
  ] as const)(
    '%s at %ipx: the current entry is in view in the menu on load (in the drawer when it opens)',
    (route, width) =>
      withPage(
        async ({page}) => {
          await open(page, route);
          if (width < 1024) await page.getByRole('button', {name: 'Open menu'}).click();
          await page.waitForTimeout(300);
          const inView = await page.evaluate((drawer) => {
            const root = drawer
              ? document.querySelector('[role="dialog"]')
              : document.querySelector('.theme-doc-sidebar-container');
            const link = root?.querySelector('a[aria-current="page"]');
            const scroller = link?.closest(drawer ? '[role="dialog"]' : 'nav.menu');
            if (!link || !scroller) return 'no current entry';
            const a = link.getBoundingClientRect();
            const s = scroller.getBoundingClientRect();
            return a.top >= s.top && a.bottom <= Math.min(s.bottom, window.innerHeight)
              ? 'in view'
              : `at ${Math.round(a.top)} of ${Math.round(s.top)}-${Math.round(s.bottom)}`;
          }, width < 1024);
          expect(inView).toBe('in view');
        },
        {width, height: 800},
      ),
  );

  it('is absent on a page without a menu id: the content takes the full width', () =>
    withPage(async ({page}) => {
      await open(page, '/contributing');
      await expect(page.locator('[data-side-menu]').count()).resolves.toBe(0);
      await expect(page.getByTestId('mobile-bar-label').count()).resolves.toBe(0);
    }, VIEWPORTS.desktop));

  it.each([
    ['/guides/getting-started', 'gettingstarted'],
    ['/guides/platform', 'platform'],
    ['/guides/resources', 'resources'],
    ['/guides/integrations', 'integrations'],
  ])("the landing page %s shows its area's side menu", (route, menuId) =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, route);
      await expect(page.locator(`[data-side-menu="${menuId}"]`).isVisible()).resolves.toBe(true);
      await expect(page.locator(`[data-side-menu="${menuId}"] nav a[href]`).count()).resolves.toBeGreaterThanOrEqual(2);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop),
  );

  it('the home page uses the home menu', () =>
    withPage(async ({page}) => {
      await open(page, '/');
      await expect(
        page.locator('[data-side-menu="home"]').getByRole('link', {name: 'Self-Hosting'}).isVisible(),
      ).resolves.toBe(true);
    }, VIEWPORTS.desktop));

  it('expands Social Login with its 19 providers on a provider page and highlights it', () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/social-login/auth-github');
      const menu = page.locator('[data-side-menu="auth"]');
      const category = menu.locator('a.menu__link', {hasText: 'Social Login (OAuth)'}).locator('xpath=ancestor::li[1]');
      const providers = category.locator(':scope > ul > li');
      await expect(providers.count()).resolves.toBe(19);
      await expect(category.getByRole('link', {name: 'Google'}).isVisible()).resolves.toBe(true);
      const active = menu.locator('a[aria-current="page"]');
      // The link's text content now starts with its mark's letters (an aria-hidden SVG monogram): compare its name.
      await expect(active.count()).resolves.toBe(1);
      await expect(menu.getByRole('link', {name: 'GitHub', exact: true}).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await expect(active.isVisible()).resolves.toBe(true);
    }, VIEWPORTS.desktop));

  it.each(['light', 'dark'] as const)(
    "in %s mode a link entry (no classes in the HTML, for size) looks like Infima's menu link, and icons are stroked",
    (mode) =>
      withPage(async ({page}) => {
        await open(page, '/guides/auth/passwords');
        await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
        await page.waitForTimeout(500); // colour transitions
        const looks = await page.evaluate(() => {
          const menu = document.querySelector('.theme-doc-sidebar-container nav.menu')!;
          const pick = (el: Element) => {
            const c = getComputedStyle(el);
            return [c.display, c.alignItems, c.padding, c.color, c.lineHeight, c.borderRadius, c.fontSize].join(' | ');
          };
          // A category's link still carries `menu__link` (Infima's rules): a plain link entry must look the same.
          const link = menu.querySelector('li > a:not([class]):not([aria-describedby])')!;
          const category = menu.querySelector(
            'li:not(.menu-group) > .menu__list-item-collapsible > a.menu__link:not(.menu__link--active)',
          )!;
          const active = menu.querySelector('li > a[aria-current="page"]')!;
          const root = getComputedStyle(document.documentElement);
          const probe = document.createElement('span');
          probe.style.color = root.getPropertyValue('--ifm-menu-color-active');
          probe.style.backgroundColor = root.getPropertyValue('--ifm-menu-color-background-active');
          document.body.append(probe);
          const expected = [getComputedStyle(probe).color, getComputedStyle(probe).backgroundColor];
          probe.remove();
          const gap = getComputedStyle(
            menu.querySelector('li:not(:first-child) > a:not([class])')!.parentElement!,
          ).marginTop;
          const icon = document.querySelector('nav[aria-label="Main"] svg[data-icon="search"] > path')!;
          const stroke = getComputedStyle(icon);
          return {
            link: pick(link),
            category: pick(category),
            active: [getComputedStyle(active).color, getComputedStyle(active).backgroundColor],
            expected,
            gap,
            icon: [stroke.fill, stroke.stroke === getComputedStyle(icon.parentElement!).color, stroke.strokeWidth],
          };
        });
        expect(looks.link).toBe(looks.category);
        expect(looks.active).toEqual(looks.expected);
        expect(looks.gap).toBe('4px');
        expect(looks.icon).toEqual(['none', true, '1.8px']);
      }, VIEWPORTS.desktop),
  );

  it("shows the menu data's icons, Community marks and descriptions (Phone Login, Social Login, home)", () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/phone-login/textlocal');
      const menu = page.locator('[data-side-menu="auth"]');
      const textlocal = menu.getByRole('link', {name: 'Textlocal Community', exact: true});
      await expect(textlocal.getByText('Community', {exact: true}).isVisible()).resolves.toBe(true);
      // The description is shown under the label and is the link's accessible description, not part of its name.
      const described = await textlocal.evaluate((a) => {
        const el = document.getElementById(a.getAttribute('aria-describedby') ?? '');
        return el ? {text: el.textContent, visible: el.getBoundingClientRect().height > 0} : null;
      });
      expect(described).toEqual({text: 'UK-based bulk SMS provider, maintained by the community.', visible: true});
      await open(page, '/guides/auth/social-login/auth-google');
      const google = menu.getByRole('link', {name: 'Google', exact: true});
      await expect(google.locator('svg[data-icon="google"]').isVisible()).resolves.toBe(true);
      await open(page, '/');
      const home = page.locator('[data-side-menu="home"]');
      await expect(home.getByRole('link', {name: 'C# Community', exact: true}).isVisible()).resolves.toBe(true);
      await expect(
        home.getByRole('link', {name: 'JavaScript', exact: true}).locator('svg[data-icon]').count(),
      ).resolves.toBe(1);
    }, VIEWPORTS.desktop));
});

describe('not found', () => {
  it.each(['/guides/auth/no-such-page', '/reference/javascript/no-such-section', '/no-such-area'])(
    '%s answers 404 with the not-found page and no console error (the 404 page hydrates at any address)',
    (route) =>
      withPage(async ({page, consoleErrors}) => {
        const status = await open(page, route);
        expect(status).toBe(404);
        await expect(page.getByRole('heading', {level: 1}).first().textContent()).resolves.toMatch(/Page Not Found/i);
        await page.waitForTimeout(300);
        expect(consoleErrors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
        // Help to go on: the main destinations, and search.
        const main = page.locator('main');
        await expect(main.getByRole('link', {name: 'Start', exact: true}).getAttribute('href')).resolves.toBe(
          '/guides/getting-started',
        );
        await expect(main.getByRole('link', {name: 'Database', exact: true}).getAttribute('href')).resolves.toBe(
          '/guides/database/overview',
        );
        await main.getByRole('button', {name: 'Search the docs'}).click();
        // The dialog is its own chunk: it appears once loaded.
        await page.getByRole('dialog', {name: 'Search the docs'}).waitFor({state: 'visible', timeout: 10_000});
      }, VIEWPORTS.desktop),
  );
});

describe('footer', () => {
  it("every page ends with the platform's links", () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/passwords');
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', {name: /^Status/}).getAttribute('href')).resolves.toBe(STATUS_URL);
      await expect(footer.getByRole('link', {name: /^Dashboard/}).getAttribute('href')).resolves.toBe(DASHBOARD_URL);
      await expect(footer.getByRole('link', {name: 'Contributing'}).getAttribute('href')).resolves.toBe(
        '/contributing',
      );
    }, VIEWPORTS.desktop));
});

describe('page furniture', () => {
  it('previous and next links name the page title, not an ambiguous menu label', () =>
    withPage(async ({page}) => {
      // The quickstart after "refine" in the menu: its previous link must not read just "refine".
      await open(page, '/guides/getting-started/quickstarts/hono');
      const previous = page.locator('nav.pagination-nav a.pagination-nav__link--prev');
      await expect(previous.getAttribute('href')).resolves.toBe('/guides/getting-started/quickstarts/refine');
      await expect(previous.locator('.pagination-nav__label').textContent()).resolves.toBe('Use Supabase with refine');
    }, VIEWPORTS.desktop));

  it("breadcrumbs start with the guide's product area (the Auth Next.js quickstart said only 'Getting Started')", () =>
    withPage(async ({page}) => {
      await open(page, '/guides/auth/quickstarts/nextjs');
      const crumbs = page.locator('nav[aria-label="Breadcrumbs"] li');
      await expect(crumbs.allTextContents()).resolves.toEqual(['', 'Auth', 'Getting Started', 'Next.js']);
      await expect(crumbs.nth(1).locator('a').getAttribute('href')).resolves.toBe('/guides/auth');
    }, VIEWPORTS.desktop));
});

describe('start-up (src/overrides/staged-boot)', () => {
  it('loads the start-up code as three files before the route chunks, hydrates once, and navigates in the client', () =>
    withPage(async ({page, consoleErrors}) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop()!);
      });
      // The server's heading element, remembered as soon as the document is parsed (before the boot's first step).
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as {serverHeading: Element | null}).serverHeading = document.querySelector('h1');
        }),
      );
      await open(page, '/guides/auth/passwords');
      const startup = scripts.slice(0, 4).map((name) => name.replace(/\.[0-9a-f]+\.js$/, ''));
      expect(startup.sort()).toEqual(['boot-react', 'boot-routes', 'main', 'runtime~main']);
      // The route's own chunks follow the start-up files.
      expect(scripts.length).toBeGreaterThan(4);
      await expect(page.evaluate(() => typeof window.docusaurusRoot?.render)).resolves.toBe('function');
      // Hydrated, not rendered again from scratch: the heading is still the element the server wrote.
      await expect(
        page.evaluate(() => {
          const server = (window as unknown as {serverHeading: Element | null}).serverHeading;
          return server !== null && server === document.querySelector('h1');
        }),
      ).resolves.toBe(true);
      await page.locator('nav.pagination-nav a.pagination-nav__link--next').click();
      await page.waitForFunction(() => window.location.pathname !== '/guides/auth/passwords');
      await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(1);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.mobile));
});

describe('keyboard focus after a client-side navigation', () => {
  it("moves to the new page's heading, so the next Tab starts in the page, not in the top bar", () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/guides/auth');
      const link = page.locator('main').getByRole('link', {name: 'Next.js quickstart'});
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/quickstarts\/nextjs$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, {timeout: 5000});
      const heading = await page.evaluate(() => document.activeElement?.textContent ?? '');
      await expect(page.locator('main h1').first().textContent()).resolves.toBe(heading);
      // The next Tab stop is inside the page's content, not the skip link or the top bar.
      await page.keyboard.press('Tab');
      await expect(
        page.evaluate(() => !!document.activeElement?.closest('main') && !document.activeElement?.closest('nav')),
      ).resolves.toBe(true);
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));

  it('stays on the menu entry between sections of one reference page', () =>
    withPage(async ({page, consoleErrors}) => {
      await open(page, '/reference/javascript/select');
      const entry = page.locator('[data-side-menu]').getByRole('link', {name: 'Insert data'}).first();
      await entry.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/reference\/javascript\/insert$/);
      await page.waitForTimeout(500);
      await expect(page.evaluate(() => document.activeElement?.textContent?.includes('Insert data'))).resolves.toBe(
        true,
      );
      expect(consoleErrors).toEqual([]);
    }, VIEWPORTS.desktop));
});
