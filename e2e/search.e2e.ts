import type {Browser} from 'playwright-core';
import {afterFrames, baseUrl, launch, newPage, open, VIEWPORTS} from './support/browser';
import {askSearchDialog} from './support/searchDialog';
import {identity, navigateInApp, serverIdentity, waitForIdentity} from './support/inAppNavigation';
import {findReferenceBySlug, latestVersion, REFERENCES, versionStartUrl} from '../src/data/references';

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
  await dialog.getByRole('combobox', {name: 'Search the docs'}).fill(query);
  await dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first().waitFor();
  return {...tracked, dialog};
}

describe('search', () => {
  it('finds a function by name, names its library and version, and Enter opens it', async () => {
    const {page, context, dialog, consoleErrors} = await search('/', 'signInWithOtp');
    try {
      const options = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option');
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
      const first = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first();
      await expect(first.textContent()).resolves.toMatch(/Row Level Security/);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/guides\/database\/postgres\/row-level-security/);
    } finally {
      await context.close();
    }
  });

  it('lists older versions after every latest result, under their own version heading', async () => {
    // signInWithOtp is a function of every client library, so older versions (JavaScript v1, Swift v1, ...) match too.
    const {context, dialog} = await search('/', 'signInWithOtp');
    try {
      const groups = await dialog
        .getByRole('listbox', {name: 'Results'})
        .getByRole('group')
        .evaluateAll((els) =>
          els.map((g) => ({
            label: document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
            options: Array.from(g.querySelectorAll('[role="option"]')).map((o) => o.textContent ?? ''),
          })),
        );
      // Per option in display order: true for a library's latest version, false for an older one.
      const latest = groups.flatMap((group) =>
        group.options.map((text) => {
          const match = /^(.+?) (v\d+)/.exec(text);
          const ref = match ? REFERENCES.find((r) => r.kind === 'client-library' && r.title === match[1]) : undefined;
          return ref ? ref.versions[0] === match![2] : undefined;
        }),
      );
      const firstOld = latest.indexOf(false);
      expect(firstOld).toBeGreaterThan(0);
      expect(latest.slice(firstOld)).not.toContain(true);
      // Each group is the guides, or one library's reference (an older version's under its version), named as such.
      expect(groups.length).toBeGreaterThan(1);
      for (const group of groups) expect(group.label).toMatch(/^(Guides|.+ reference)$/);
      expect(groups.map((g) => g.label)).toEqual(expect.arrayContaining([expect.stringMatching(/ v\d+ reference$/)]));
    } finally {
      await context.close();
    }
  });

  it('a search hit from one section route to another fetches no second copy of the version', async () => {
    /** The kinds of response a version's data can come in: a script chunk or a fetched JSON file. */
    const carriesData = (type: string) => type === 'script' || type === 'fetch' || type === 'xhr';
    const tracked = await newPage(browser, VIEWPORTS.desktop);
    const {page, context, consoleErrors} = tracked;
    /** URLs of the responses (scripts or fetched files) that carry the JavaScript v2 reference data. */
    const versionData: string[] = [];
    page.on('response', async (res) => {
      if (!carriesData(res.request().resourceType())) return;
      const body = await res.text().catch(() => '');
      if (body.includes('"menuId":"reference_javascript_v2"')) versionData.push(res.url());
    });
    try {
      await open(page, '/reference/javascript/select');
      await page.waitForFunction(
        () => document.querySelector('.reference-page')?.getAttribute('aria-busy') === 'false',
      );
      expect(versionData).toHaveLength(1);
      // One JSON file per version, named by its content (src/overrides/reference-client-routes/fetchedData.ts).
      expect(versionData[0]).toMatch(/\/assets\/reference\/[0-9a-f]{16}\.json$/);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox', {name: 'Search the docs'}).fill('signInWithOtp');
      const options = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option');
      await options.first().waitFor();
      const texts = await options.allTextContents();
      const index = texts.findIndex((t) => t.startsWith('JavaScript v2') && t.includes('Sign in a user through OTP'));
      expect(index).toBeGreaterThanOrEqual(0);
      await options.nth(index).click();
      await page.waitForURL(/\/reference\/javascript\/auth-signinwithotp(#[\w-]*)?$/);
      await page.waitForFunction(
        () => Math.abs(document.getElementById('auth-signinwithotp')!.getBoundingClientRect().top) < 150,
      );
      expect(versionData).toHaveLength(1);

      // A fresh load of another section route of the version reads the same file (one copy, cached).
      const other = await context.newPage();
      const otherData: string[] = [];
      other.on('response', async (res) => {
        if (
          carriesData(res.request().resourceType()) &&
          (await res.text().catch(() => '')).includes('"menuId":"reference_javascript_v2"')
        )
          otherData.push(res.url());
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
    // The latest Kotlin version comes from the registry: a version cut moves it.
    ['/reference/kotlin/start', `Kotlin ${latestVersion(findReferenceBySlug('kotlin')!)}`],
  ])("from %s, an API name lists the reader's library first (%s)", async (route, first) => {
    const {context, dialog} = await search(route, 'signInWithOtp');
    try {
      await expect(
        dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first().textContent(),
      ).resolves.toMatch(new RegExp(`^${first} ›`));
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
      const input = page.getByRole('combobox', {name: 'Search the docs'});
      await input.fill('<img src=x onerror="window.__xss=1">');
      await page.waitForTimeout(400);
      await expect(page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).resolves.toBeUndefined();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    } finally {
      await tracked.context.close();
    }
  });

  it("filters to guides, or to one library's references, and groups what it lists", async () => {
    const {page, context, dialog, consoleErrors} = await search('/', 'select');
    try {
      const groupLabels = () =>
        dialog
          .getByRole('listbox', {name: 'Results'})
          .getByRole('group')
          .evaluateAll((els) =>
            els.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
          );
      const settled = () =>
        page.waitForFunction(() =>
          /result|No results/.test(document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? ''),
        );
      expect((await groupLabels()).length).toBeGreaterThan(1);
      await dialog.getByRole('radio', {name: 'Guides'}).check();
      await expect(dialog.getByRole('combobox', {name: 'Library'}).count()).resolves.toBe(0);
      await settled();
      await dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first().waitFor();
      expect(new Set(await groupLabels())).toEqual(new Set(['Guides']));
      await dialog.getByRole('radio', {name: 'References'}).check();
      await dialog.getByLabel('Library').selectOption('Python');
      await settled();
      await page.waitForFunction(
        () => Array.from(document.querySelectorAll('[role="listbox"] [role="group"]')).length === 1,
      );
      expect(await groupLabels()).toEqual(['Python reference']);
      const sections = await dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').allTextContents();
      expect(sections.length).toBeGreaterThan(0);
      for (const text of sections) expect(text.startsWith('Python')).toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('remembers the searches that opened a page, across reloads, and runs one again from the list', async () => {
    const {page, context, dialog} = await search('/', 'presence');
    try {
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/guides\//);
      await dialog.waitFor({state: 'detached', timeout: 10_000});
      await page.reload();
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.keyboard.press('Control+k');
      const recent = page.getByRole('listbox', {name: 'Recent searches'});
      await recent.getByRole('option').first().waitFor();
      await expect(recent.getByRole('option').allTextContents()).resolves.toEqual(['presence']);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', {name: 'Search the docs'}).inputValue()).resolves.toBe('presence');
      await page.getByRole('listbox', {name: 'Results'}).getByRole('option').first().waitFor();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.getByRole('button', {name: 'Clear recent searches'}).click();
      await expect(page.getByRole('listbox', {name: 'Recent searches'}).count()).resolves.toBe(0);
      await expect(page.evaluate(() => localStorage.getItem('docs-portal:recent-searches'))).resolves.toBeNull();
    } finally {
      await context.close();
    }
  });

  it('shows excerpts of page text: no screen-reader-only text and no sample JSON responses', async () => {
    const {page, context} = await newPage(browser, VIEWPORTS.desktop);
    try {
      for (const [query, unwanted] of [
        ['opens in a new tab', /opens in a new tab/i],
        // A key that only the sample responses of the reference contain.
        ['confirmation_sent_at', /confirmation_sent_at/],
      ] as const) {
        await askSearchDialog(page, baseUrl(), '/', query);
        const excerpts = await page
          .getByRole('dialog')
          .getByRole('listbox', {name: 'Results'})
          .getByRole('option')
          .allTextContents();
        for (const text of excerpts) expect({query, text}).not.toEqual({query, text: expect.stringMatching(unwanted)});
      }
    } finally {
      await context.close();
    }
  });
  it('lists results as links: a Ctrl-click or a middle click opens one in a new tab and leaves the dialog open', async () => {
    const {page, context, dialog, consoleErrors} = await search('/guides/getting-started', 'Row Level Security');
    try {
      const first = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option').first();
      // The option is the link itself: its address can be copied and opened elsewhere.
      const {tag, href, route} = await first.evaluate((el) => ({
        tag: el.tagName,
        href: el.getAttribute('href'),
        route: el.getAttribute('data-href'),
      }));
      expect(tag).toBe('A');
      expect(href).toBe(route);
      expect(href).toMatch(/^\/guides\/database\/postgres\/row-level-security/);
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click({modifiers: ['Control']})]);
      await tab.waitForLoadState('load');
      expect(tab.url()).toBe(`${baseUrl()}${href}`);
      await expect(tab.locator('h1').first().textContent()).resolves.toMatch(/Row Level Security/);
      // This tab did not move, and the dialog is still there with its results.
      expect(new URL(page.url()).pathname).toBe('/guides/getting-started');
      await expect(dialog.isVisible()).resolves.toBe(true);
      const [other] = await Promise.all([context.waitForEvent('page'), first.click({button: 'middle'})]);
      await other.waitForLoadState('load');
      expect(other.url()).toBe(`${baseUrl()}${href}`);
      expect(new URL(page.url()).pathname).toBe('/guides/getting-started');
      // A plain click still opens the result in this tab.
      await first.click();
      await page.waitForURL(/\/guides\/database\/postgres\/row-level-security/);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows an operation once, in the library the reader last read, with the other libraries one click away', async () => {
    const {page, context, consoleErrors} = await newPage(browser, VIEWPORTS.desktop);
    try {
      // Reading the Flutter reference makes Flutter the reader's library, on guide pages too.
      await open(page, '/reference/dart/start');
      await open(page, '/guides/storage/quickstart');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      await dialog.getByRole('combobox', {name: 'Search the docs'}).fill('createSignedUrl');
      const options = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option');
      await options.first().waitFor();
      const routes = await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-href') ?? ''));
      expect(routes[0]).toMatch(/^\/reference\/dart\/storage-from-createsignedurl(#|$)/);
      // No other library's copy of the same operation is a result of its own.
      expect(routes.filter((r) => /^\/reference\/[^/]+\/storage-from-createsignedurl(#|$)/.test(r))).toHaveLength(1);
      const javascript = options.first().getByText('JavaScript', {exact: true});
      await javascript.click();
      await page.waitForURL(/\/reference\/javascript\/storage-from-createsignedurl$/);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps table cells apart in excerpts and does not highlight stop words', async () => {
    const {page, context} = await newPage(browser, VIEWPORTS.desktop);
    try {
      // The Auth rate-limits table: "Signup confirmation" | "60 seconds between requests".
      await askSearchDialog(page, baseUrl(), '/guides/auth', 'signup confirmation seconds between requests');
      const excerpt = page
        .getByRole('dialog')
        .getByRole('listbox', {name: 'Results'})
        .locator('[role="option"][data-href^="/guides/auth/rate-limits"]')
        .first();
      const text = (await excerpt.textContent()) ?? '';
      expect(text).toMatch(/confirmation 60 seconds/);
      expect(text).not.toMatch(/confirmation60/);

      await askSearchDialog(page, baseUrl(), '/', 'how to reset a password for the user');
      const marked = await page
        .getByRole('dialog')
        .getByRole('listbox', {name: 'Results'})
        .locator('mark')
        .allTextContents();
      expect(marked.length).toBeGreaterThan(0);
      const stop = marked.filter((m) => /^(how|to|a|for|the)$/i.test(m.trim()));
      expect(stop).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the dialog on a touch phone', () => {
  it('labels its close button "Close", not the Escape key a touch screen does not have; a keyboard screen says Esc', async () => {
    const touch = await browser.newContext({viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true});
    const desk = await browser.newContext({viewport: VIEWPORTS.desktop});
    try {
      for (const [context, visible] of [
        [touch, 'Close'],
        [desk, 'Esc'],
      ] as const) {
        const page = await context.newPage();
        await open(page, '/guides/auth');
        await page.keyboard.press('Control+k');
        const dialog = page.getByRole('dialog', {name: 'Search the docs'});
        await dialog.waitFor();
        const close = dialog.getByRole('button', {name: /close the search/i});
        const shown = await close.evaluate((el) =>
          Array.from(el.children)
            .filter((child) => getComputedStyle(child).display !== 'none')
            .map((child) => child.firstChild?.textContent),
        );
        expect(shown).toEqual([visible]);
        await close.click();
        await dialog.waitFor({state: 'hidden'});
      }
    } finally {
      await touch.close();
      await desk.close();
    }
  });
});

describe('the dialog while the page changes under it', () => {
  // Back (or a link still loading when the reader opened the search) puts another page on screen while the dialog is
  // open. When that page has another layout (a guide, then a client-library reference: another docs plugin), the top
  // bar is rendered again; the dialog is not part of it, so it keeps the query, the results and the focus.
  it('keeps the query, the results and the focus when Back brings another page, of another layout or the same', async () => {
    const {page, context, consoleErrors} = await newPage(browser, VIEWPORTS.desktop);
    try {
      const javascript = findReferenceBySlug('javascript')!;
      const reference = versionStartUrl(javascript, latestVersion(javascript)!);
      await open(page, '/guides/auth');
      const auth = await identity(page);
      const start = await serverIdentity(page, '/guides/getting-started');
      await navigateInApp(page, '/guides/getting-started', start);
      await navigateInApp(page, reference, await serverIdentity(page, reference));
      // Opened from the button, where focus returns on closing: the button of the page on screen by then.
      await page.getByRole('button', {name: /Search docs/}).click();
      const dialog = page.getByRole('dialog', {name: 'Search the docs'});
      const box = dialog.getByRole('combobox', {name: 'Search the docs'});
      await box.fill('reset password');
      const options = dialog.getByRole('listbox', {name: 'Results'}).getByRole('option');
      await options.first().waitFor();

      // Back twice: a guide (another layout than the reference), then another guide (the same layout, where the
      // rule that moves focus to a new page's heading runs).
      for (const shown of [start, auth]) {
        await page.goBack();
        await waitForIdentity(page, shown);
        // Effects of the new page (its focus rule) have run once the next frame is painted.
        await afterFrames(page, 1);
        await page.waitForTimeout(50);
        await expect(box.inputValue()).resolves.toBe('reset password');
        // Still the query's results (ranked for the page now on screen, as a search typed there would be).
        await expect(options.count()).resolves.toBeGreaterThan(0);
        await expect(options.first().textContent()).resolves.toMatch(/password/i);
        await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      }

      // Closed now: the button that opened it went with its page; focus goes to the search button on screen.
      await page.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
      await expect(
        page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-haspopup') === 'dialog' && document.activeElement.isConnected,
        ),
      ).resolves.toBe(true);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
