/**
 * The Markdown copies of the built site (src/plugins/content/markdown-copies): a `.md` beside every guide and reference
 * section, /llms.txt (llmstxt.org format) and one per reference version, /llms-full.txt, /reference/index.json,
 * and the "Copy page" / "Copy section" buttons that put a copy on the clipboard.
 */
import type {Page} from 'playwright-core';
import {baseUrl, open, useBrowser} from './support/browser';
import {pool} from './support/pool';
import {ROOT} from './support/server';
import {REFERENCE_SPEC_ENTRIES} from '../src/data/referenceSpecs';
import {loadVersionModel} from '../src/features/reference/engine/sources';
import {llmsLinks, validateLlmsTxt} from '../src/plugins/content/markdown-copies/llmsTxt';

const {withPage} = useBrowser();

/** A link of the copies is absolute on the configured site URL; the test server answers for the same path. */
const local = (url: string) => `${baseUrl()}${new URL(url, 'https://site.invalid').pathname}`;

async function get(path: string): Promise<{status: number; type: string; text: string}> {
  const res = await fetch(path.startsWith('http') ? path : `${baseUrl()}${path}`);
  return {status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text()};
}

/** Every URL answers 200; returns the ones that do not, with their status. */
async function failing(urls: readonly string[]): Promise<string[]> {
  const bad: string[] = [];
  await pool([...new Set(urls)], 8, async (url) => {
    const res = await fetch(url, {method: 'GET'});
    await res.arrayBuffer();
    if (res.status !== 200) bad.push(`${url} answers ${res.status}`);
  });
  return bad.sort();
}

/** The prose of a Markdown text, without fenced or inline code. */
const prose = (md: string) => md.replace(/(`{3,})[\s\S]*?\1/g, '').replace(/`[^`\n]*`/g, '');

describe('Markdown copies', () => {
  it('/guides/auth/passwords.md is the guide as Markdown: title heading, code with its language, no MDX', async () => {
    const {status, type, text} = await get('/guides/auth/passwords.md');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/(markdown|plain|x-markdown)/);
    expect(text).toMatch(/^# Password-based Auth\n/);
    expect(text).toMatch(/\n```ts\n[\s\S]*?signUp[\s\S]*?\n```\n/);
    expect(text).toMatch(/\n\*\*JavaScript\*\*\n/);
    expect(prose(text)).not.toMatch(
      /<\/?[A-Z][\w.]*[\s/>]|^import |^export |^:::|\{\/\*|<(div|nav|header|footer|script)\b/m,
    );
  });

  it('/reference/javascript/select.md is the section as Markdown: title, parameters table, typed examples', async () => {
    const {status, type, text} = await get('/reference/javascript/select.md');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/(markdown|plain|x-markdown)/);
    expect(text).toMatch(/^# Fetch data\n/);
    expect(text).toMatch(
      /\n## Parameters\n\n\| Name \| Type \| Required \| Description \|\n\| --- \| --- \| --- \| --- \|\n\| `columns` \| `string` \| no \|/,
    );
    expect(text).toMatch(/\n## Examples\n\n### Getting your data\n/);
    expect(text).toMatch(/\n```ts\n[\s\S]*?\.select\(/);
    expect(prose(text)).not.toMatch(/<\/?(p|div|code|table|span)[\s>]/);
  });

  it('/reference/javascript/v1/select.md is the v1 section', async () => {
    const {status, text} = await get('/reference/javascript/v1/select.md');
    expect(status).toBe(200);
    expect(text).toMatch(/^# .+\n\n> JavaScript reference \(supabase-js\), v1 ·/);
  });

  it('every guide of the sitemap has a copy', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    const guides = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => p.startsWith('/guides/'));
    expect(guides.length).toBeGreaterThan(300);
    await expect(failing(guides.map((p) => `${baseUrl()}${p.replace(/\/$/, '')}.md`))).resolves.toEqual([]);
  }, 300000);

  it('every section of every reference version has a copy', async () => {
    const urls = REFERENCE_SPEC_ENTRIES.flatMap((entry) =>
      loadVersionModel(ROOT, entry).sections.map((s) => `${baseUrl()}${entry.path}/${s.slug}.md`),
    );
    expect(urls.length).toBeGreaterThan(1000);
    await expect(failing(urls)).resolves.toEqual([]);
  }, 300000);
});

describe('llms.txt', () => {
  it('/llms.txt follows the llmstxt.org format and links the guides, every reference version and the index', async () => {
    const {status, text} = await get('/llms.txt');
    expect(status).toBe(200);
    expect(validateLlmsTxt(text)).toEqual([]);
    expect(text).toMatch(/^# Supabase Docs\n\n> /);
    const paths = llmsLinks(text).map((l) => new URL(l.url).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/guides/auth/passwords.md',
        '/reference/javascript/llms.txt',
        '/reference/javascript/v1/llms.txt',
        '/llms-full.txt',
        '/reference/index.json',
      ]),
    );
  });

  it('every link of /llms.txt answers 200', async () => {
    const links = llmsLinks((await get('/llms.txt')).text);
    expect(links.length).toBeGreaterThan(300);
    await expect(failing(links.map((l) => local(l.url)))).resolves.toEqual([]);
  }, 300000);

  it.each(['/reference/javascript/llms.txt', '/reference/javascript/v1/llms.txt'])(
    '%s is valid and every link answers 200',
    async (path) => {
      const {status, text} = await get(path);
      expect(status).toBe(200);
      expect(validateLlmsTxt(text)).toEqual([]);
      const links = llmsLinks(text);
      expect(links.map((l) => new URL(l.url).pathname)).toContain(path.replace('llms.txt', 'select.md'));
      await expect(failing(links.map((l) => local(l.url)))).resolves.toEqual([]);
    },
    300000,
  );

  it('/llms-full.txt holds every guide', async () => {
    const {status, text} = await get('/llms-full.txt');
    expect(status).toBe(200);
    expect(text).toContain('# Password-based Auth\n\nSource: ');
    expect(text.match(/^Source: /gm)!.length).toBeGreaterThan(300);
  });
});

describe('/reference/index.json', () => {
  it('lists the select operation of JavaScript v2 with its parameters', async () => {
    const {status, type, text} = await get('/reference/index.json');
    expect(status).toBe(200);
    expect(type).toMatch(/json/);
    const index = JSON.parse(text) as {
      operations: {
        library: string;
        version: string | null;
        id: string;
        route: string;
        markdown: string;
        title: string;
        parameters: {name: string; type: string; required: boolean}[];
      }[];
    };
    const select = index.operations.find((o) => o.library === 'javascript' && o.version === 'v2' && o.id === 'select');
    expect(select).toMatchObject({
      title: 'Fetch data',
      route: '/reference/javascript/select',
      markdown: '/reference/javascript/select.md',
    });
    expect(select!.parameters).toEqual([
      expect.objectContaining({name: 'columns', type: 'string', required: false}),
      expect.objectContaining({name: 'options', type: 'object', required: false}),
    ]);
    expect(index.operations.some((o) => o.library === 'javascript' && o.version === 'v1' && o.id === 'select')).toBe(
      true,
    );
    expect(index.operations.some((o) => o.library === 'cli' && o.version === null)).toBe(true);
  });
});

/** Contrast ratio of two CSS colours (rgb()/rgba() as computed). */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel) as HTMLElement;
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const style = getComputedStyle(el);
    let bg = style.backgroundColor;
    for (let p: HTMLElement | null = el; p && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); p = p.parentElement)
      bg = getComputedStyle(p).backgroundColor;
    const [a, b] = [lum(parse(style.color)), lum(parse(bg))];
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }, selector);
}

describe('Copy page', () => {
  it.each(['light', 'dark'])(
    'a guide\'s "Copy page" button copies its Markdown and announces it, from the keyboard (%s)',
    async (mode) => {
      await withPage(async ({page, context, consoleErrors}) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
        await open(page, `/guides/auth/passwords${mode === 'dark' ? '?docusaurus-theme=dark' : ''}`);
        const expected = (await get('/guides/auth/passwords.md')).text;
        const button = page.getByRole('button', {name: 'Copy page'});
        await expect(button.count()).resolves.toBe(1);
        // Keyboard focus (away and back) so that :focus-visible applies.
        await button.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(
          button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')),
        ).resolves.toBe(true);
        await expect(button.evaluate((el) => getComputedStyle(el).outlineStyle)).resolves.not.toBe('none');
        expect(await contrastOf(page, 'button[data-copy-page]')).toBeGreaterThanOrEqual(4.5);
        await page.keyboard.press('Enter');
        const status = page.locator('[data-copy-page] + [role="status"]').first();
        await expect(status.filter({hasText: 'Copied the page as Markdown'}).waitFor()).resolves.toBeUndefined();
        await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
        expect(consoleErrors).toEqual([]);
      });
    },
  );

  it('a reference section\'s "Copy section" button copies that section\'s Markdown', async () => {
    await withPage(async ({page, context, consoleErrors}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
      await open(page, '/reference/javascript/select');
      const expected = (await get('/reference/javascript/select.md')).text;
      const section = page.locator('[data-ref-section="select"]');
      await section.getByRole('button', {name: 'Copy section'}).click();
      await expect(
        section.getByRole('status').filter({hasText: 'Copied the section as Markdown'}).waitFor(),
      ).resolves.toBeUndefined();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected);
      expect(consoleErrors).toEqual([]);
    });
  });
});
