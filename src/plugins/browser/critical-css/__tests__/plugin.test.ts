/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {inlineCriticalCss} from '..';

const CSS = [
  ':root{--bg:#fff}',
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

  it("inlines the page's rules and the dark-mode rules, and makes the stylesheet non-blocking", async () => {
    const files = ['index.html', 'other.html'].map((f) => path.join(dir, f));
    fs.writeFileSync(
      files[0],
      page(
        '<p class=used>Hello</p><span class=crumb>a</span><div class=markdown><ul class=list><li class=item>1<li>2</ul></div>',
      ),
    );
    fs.writeFileSync(files[1], page('<p>Plain</p>'));
    const result = await inlineCriticalCss(dir, files, '/', 2);
    expect(result).toMatchObject({changed: 2, unchanged: 0, warnings: []});

    const html = fs.readFileSync(files[0], 'utf8');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.used{color:red}');
    // The server HTML has no data-theme; the color-mode script sets it before the first paint.
    expect(style).toContain('[data-theme=dark] .used{color:white}');
    expect(style).toContain('[data-theme=dark]{--bg:#000}');
    expect(style).toContain('@media (max-width:996px)');
    expect(style).not.toContain('unused-widget');
    expect(style).toContain(
      '.crumb:after{background:url("data:image/svg+xml;utf8,<svg xmlns=\\"http://www.w3.org/2000/svg\\" fill=\\"currentColor\\"></svg>")',
    );
    expect(style).not.toContain('url(/assets/css/"');
    expect(style).toContain('.markdown li+li{margin-top:4px}');
    expect(style).toContain('.list .item:first-child{margin-top:0}');
    // The stylesheet no longer blocks the first paint, through no inline event handler (CSP), and works without JS.
    expect(html).toMatch(
      /<link rel=stylesheet href=\/assets\/css\/styles\.abc\.css media="print" data-beasties-media="all"/,
    );
    expect(html).not.toMatch(/\bonload=/);
    expect(html).toContain('<noscript><link rel=stylesheet href=/assets/css/styles.abc.css');
    expect(html).toMatch(/<script>document\.querySelectorAll\('link\[data-beasties-media\]'\)/);

    const other = fs.readFileSync(files[1], 'utf8');
    expect(other).not.toContain('.used{color:red}');
    expect(other).toContain('[data-theme=dark]{--bg:#000}');
  });

  it('fails, naming the page, when a page links a stylesheet the build does not have', async () => {
    const file = path.join(dir, 'stray.html');
    fs.writeFileSync(file, page('<p class=used>x</p>').replace('styles.abc.css', 'gone.css'));
    await expect(inlineCriticalCss(dir, [file], '/', 1)).rejects.toThrow(/critical-css: .*stray\.html/);
  });
});
