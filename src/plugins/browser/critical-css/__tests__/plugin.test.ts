/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inlineCriticalCss} from '..';
import {BOOT_SCRIPT} from '../firstScreen.mjs';

const CSS = [
  ':root{--bg:#fff;--unread:1px}',
  '.late{color:green}',
  'body{background:var(--bg)}',
  '[data-theme=dark]{--bg:#000}',
  '.used{color:red}',
  '[data-theme=dark] .used{color:white}',
  '.unused-widget{color:blue}',
  '@media (max-width:996px){.used{margin:0}}',
  // Infima's kind of data URL: escaped quotes inside a quoted url().
  '.crumb:after{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" fill=\\"currentColor\\"></svg>") center}',
  // Selectors beasties' exact matcher drops although they apply.
  '.markdown li+li{margin-top:4px}',
  '.list .item:first-child{margin-top:0}',
].join('');

function page(body: string): string {
  return `<!doctype html><html lang=en><head><title>t</title><link rel=stylesheet href=/assets/css/styles.abc.css /></head><body>${body}</body></html>`;
}

describe('inlineCriticalCss', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    fs.mkdirSync(path.join(dir, 'assets', 'css'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'assets', 'css', 'styles.abc.css'), CSS);
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  /** Two pages: one using the page rules (its `.late` block, the 9th of its Markdown container, below its first screen), one plain. */
  function writePages(): string[] {
    const files = ['index.html', 'other.html'].map((f) => path.join(dir, f));
    fs.writeFileSync(
      files[0],
      page(
        '<p class=used>Hello</p><span class=crumb>a</span><div class=markdown><ul class=list><li class=item>1<li>2</ul><p>2<p>3<p>4<p>5<p>6<p>7<p>8<div class=late>9</div></div>',
      ),
    );
    fs.writeFileSync(files[1], page('<p>Plain</p>'));
    return files;
  }

  /** The stylesheet is not requested before the first paint, through no inline event handler (CSP), and works without JS. */
  function expectDeferred(html: string): void {
    expect(html).toContain('<link data-ccss href=/assets/css/styles.abc.css />');
    expect(html.match(/rel=stylesheet href=\/assets\/css\/styles/g)).toHaveLength(1);
    expect(html).not.toMatch(/\bonload=/);
    expect(html).toContain('<noscript><link rel=stylesheet href=/assets/css/styles.abc.css /></noscript>');
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script></body>`);
  }

  function expectFirstScreenRules(css: string): void {
    expect(css).toContain('.used{color:red}');
    // The server HTML has no data-theme; the color-mode script sets it before the first paint.
    expect(css).toContain('[data-theme=dark] .used{color:white}');
    expect(css).toContain('[data-theme=dark]{--bg:#000}');
    expect(css).toContain('@media (max-width:996px)');
    expect(css).not.toContain('unused-widget');
    expect(css).toContain(
      '.crumb:after{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" fill=\\"currentColor\\"></svg>")',
    );
    expect(css).not.toContain('url(/assets/css/"');
    expect(css).toContain('.markdown li+li{margin-top:4px}');
    expect(css).toContain('.list .item:first-child{margin-top:0}');
    // Below the first screen (the Markdown container's 9th block): left to the deferred stylesheet.
    expect(css).not.toContain('.late');
    // A custom property no kept rule reads is dropped; one a kept rule reads stays.
    expect(css).not.toContain('--unread');
    expect(css).toContain('--bg:#fff');
  }

  it('inline: each page gets its own first-screen rules and the dark-mode rules; the stylesheet is deferred', async () => {
    const files = writePages();
    const result = await inlineCriticalCss(dir, files, '/', {mode: 'inline', workers: 2});
    expect(result).toMatchObject({changed: 2, unchanged: 0, warnings: []});
    const html = fs.readFileSync(files[0], 'utf8');
    expectFirstScreenRules(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
    expectDeferred(html);
    // The page itself is whole again after the cut.
    expect(html).toContain('<p>8<div class=late>9</div></div>');

    const other = fs.readFileSync(files[1], 'utf8');
    expect(other).not.toContain('.used{color:red}');
    expect(other).toContain('[data-theme=dark]{--bg:#000}');
  });

  it('shared: one first-screen stylesheet for every page, linked before the deferred ones', async () => {
    const files = writePages();
    const before = fs.readFileSync(files[0], 'utf8');
    const result = await inlineCriticalCss(dir, files, '/', {mode: 'shared', workers: 2});
    expect(result).toMatchObject({changed: 2, unchanged: 0, warnings: []});
    const shared = fs
      .readdirSync(path.join(dir, 'assets', 'css'))
      .filter((f) => /^critical\.[0-9a-f]{8}\.css$/.test(f));
    expect(shared).toHaveLength(1);
    expect(result.sharedHref).toBe(`/assets/css/${shared[0]}`);
    expectFirstScreenRules(fs.readFileSync(path.join(dir, 'assets', 'css', shared[0]), 'utf8'));
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      expect(html).toContain(`<link rel=stylesheet href=/assets/css/${shared[0]}><link data-ccss href=`);
      expect(html).not.toContain('<style>');
      expectDeferred(html);
    }
    // Nothing else of the page changed.
    const after = fs.readFileSync(files[0], 'utf8');
    expect(
      after
        .replace(
          /<link rel=stylesheet href=\/assets\/css\/critical[^>]*>|<noscript>.*?<\/noscript>|<script>.*?<\/script>/g,
          '',
        )
        .replace(/<link data-ccss /g, '<link rel=stylesheet '),
    ).toBe(before);
  });

  it('fails, naming the page, when a page links a stylesheet the build does not have', async () => {
    const file = path.join(dir, 'stray.html');
    fs.writeFileSync(file, page('<p class=used>x</p>').replace('styles.abc.css', 'gone.css'));
    for (const mode of ['inline', 'shared'] as const)
      await expect(inlineCriticalCss(dir, [file], '/', {mode, workers: 1})).rejects.toThrow(
        /critical-css: .*stray\.html/,
      );
  });
});
