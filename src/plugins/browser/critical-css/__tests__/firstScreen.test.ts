import {
  BOOT_SCRIPT,
  belowFirstScreen,
  customPropertyRefs,
  deferStylesheets,
  firstScreenCopy,
  hoistBodyStartScripts,
  loadAfterFirstPaint,
  parkStartupScripts,
  pruneCustomProperties,
  walkElements,
} from '../firstScreen.mjs';

/** The elements of a page as `depth:name`, with the end tags the minifier left out implied. */
function outline(html: string): string[] {
  const out: string[] = [];
  walkElements(
    html,
    (name: string, _classes: string[], _start: number, depth: number) => {
      out.push(`${depth}:${name}`);
      return false;
    },
    () => false,
  );
  return out;
}

describe('walkElements', () => {
  it('implies the end tags the HTML minifier leaves out (p, li, td, tr, dd)', () => {
    expect(outline('<div><p>a<p>b<ul><li>1<li><p>2<li>3</ul><div>c</div></div>')).toEqual([
      '0:div',
      '1:p',
      '1:p',
      '1:ul',
      '2:li',
      '2:li',
      '3:p',
      '2:li',
      '1:div',
    ]);
    expect(outline('<table><tr><td>1<td>2<tr><th>3</table><dl><dt>a<dd>b<dt>c</dl>')).toEqual([
      '0:table',
      '1:tr',
      '2:td',
      '2:td',
      '1:tr',
      '2:th',
      '0:dl',
      '1:dt',
      '1:dd',
      '1:dt',
    ]);
  });

  it('knows void elements, self-closing tags in SVG only, and raw text (a "<div>" in a script is no element)', () => {
    expect(outline('<a href=/><img src=x><br></a><svg><path d=M0 /><g></g></svg><script>"<div>"</script><p>')).toEqual([
      '0:a',
      '1:img',
      '1:br',
      '0:svg',
      '1:path',
      '1:g',
      '0:script',
      '0:p',
    ]);
  });
});

const GUIDE =
  '<html><head><link rel=stylesheet href=/s.css></head><body><nav class=navbar>n</nav><main><article>' +
  '<div class="theme-doc-markdown markdown"><header><h1>T</h1></header><p>1<p>2<div class=tabs>3</div><p>4</div>' +
  '<div class=toc>toc</div></article></main><footer class="theme-layout-footer footer">f</footer></body></html>';

describe('belowFirstScreen / firstScreenCopy', () => {
  it('cuts the Markdown container after its first blocks, and then the page footer; the rest stays', () => {
    const {copy, cut, restore} = firstScreenCopy(GUIDE, 3);
    expect(cut).toBe(true);
    expect(copy).toContain('<p>2');
    expect(copy).not.toContain('class=tabs');
    expect(copy).not.toContain('<p>4');
    expect(copy).not.toContain('footer');
    // What is around the container (the table of contents, the top bar) is kept.
    expect(copy).toContain('<div class=toc>toc</div>');
    expect(copy).toContain('<nav class=navbar>');
    expect(restore(copy)).toBe(GUIDE);
    expect(restore(copy.replace('<head>', '<head><style>x</style>'))).toBe(
      GUIDE.replace('<head>', '<head><style>x</style>'),
    );
  });

  it('keeps a short page whole (the footer may be in view)', () => {
    expect(belowFirstScreen(GUIDE, 5)).toEqual([]);
    expect(
      belowFirstScreen('<main><p>no markdown container</p></main><footer class=theme-layout-footer>f</footer>', 1),
    ).toEqual([]);
  });

  it('fails when a rewrite lost a cut mark', () => {
    const {copy, restore} = firstScreenCopy(GUIDE, 1);
    expect(() => restore(copy.replace(/<!--critical-css-cut-0-->/, ''))).toThrow(/cut part 0/);
  });
});

describe('pruneCustomProperties', () => {
  it('drops custom properties nothing reads, keeps those read directly, through another property, or by the page', () => {
    const css =
      ':root{--a:red;--b:var(--c);--c:1px;--unused:0;--page:blue;--data:url("data:x;y")}' +
      '[data-theme=dark]{--a:white;--unused:1}.x{color:var(--a);margin:var(--b)}' +
      '@media (min-width:1px){:root{--only-here:0}}@layer a,b;';
    expect(pruneCustomProperties(css, new Set(['--page']))).toBe(
      ':root{--a:red;--b:var(--c);--c:1px;--page:blue}[data-theme=dark]{--a:white}.x{color:var(--a);margin:var(--b)}@layer a,b;',
    );
  });

  it('keeps strings and data URLs whole (a ; or } inside them is no separator)', () => {
    const css = '.a{background:url("data:image/svg+xml;utf8,<svg>}</svg>");content:";"}';
    expect(pruneCustomProperties(css)).toBe(css);
  });

  it('finds the properties a text reads', () => {
    expect([...customPropertyRefs('<svg style="fill:var(--x)"><path stroke="var( --y-z)"/></svg>')]).toEqual([
      '--x',
      '--y-z',
    ]);
  });
});

describe('deferStylesheets', () => {
  const page =
    '<head><link rel=icon href=/i.svg><link rel=stylesheet href=/a.css /><link rel="stylesheet" href=/b.css></head><body>x</body>';

  it('puts the first-screen CSS first, takes every stylesheet off the first paint, keeps them without JavaScript', () => {
    expect(deferStylesheets(page, {css: '.x{}'})).toBe(
      '<head><link rel=icon href=/i.svg><style>.x{}</style><link data-ccss href=/a.css />' +
        '<link data-ccss href=/b.css><noscript><link rel=stylesheet href=/a.css />' +
        '<link rel="stylesheet" href=/b.css></noscript></head><body>x</body>',
    );
    expect(deferStylesheets(page, {criticalHref: '/c.css'})).toContain(
      '<link rel=stylesheet href=/c.css><link data-ccss href=/a.css />',
    );
  });

  it('leaves a page without stylesheets, or with only media-specific ones, as it is', () => {
    expect(deferStylesheets('<head></head><body></body>', {css: '.x{}'})).toBe('<head></head><body></body>');
    const print = '<head><link rel=stylesheet media=print href=/p.css></head><body></body>';
    expect(deferStylesheets(print, {css: '.x{}'})).toBe(print);
  });
});

describe('parkStartupScripts', () => {
  const page =
    '<head><script type=application/ld+json>{}</script><script src=/a.js defer></script>' +
    '<script src=/b.js defer></script></head><body>x<script>inline()</script></body>';

  it('parks the deferred scripts in place, unfetched', () => {
    expect(parkStartupScripts(page)).toBe(
      '<head><script type=application/ld+json>{}</script><script type=text/x-boot src=/a.js></script>' +
        '<script type=text/x-boot src=/b.js></script></head><body>x<script>inline()</script></body>',
    );
  });

  it('leaves a page without deferred scripts as it is', () => {
    const plain = '<head><script src=/sync.js></script></head><body><script>x()</script></body>';
    expect(parkStartupScripts(plain)).toBe(plain);
  });
});

describe('hoistBodyStartScripts', () => {
  const theme = '<script>document.documentElement.setAttribute("data-theme","dark")</script>';
  const data = '<script>setData()</script>';
  const page = (head: string, bodyStart: string) =>
    `<html><head><title>t</title>${head}</head><body><svg><defs></defs></svg>${bodyStart}` +
    '<div id=__docusaurus><p>x</p><script>later()</script></div><script>end()</script></body></html>';

  it('moves the inline scripts before the root element in front of the first stylesheet, in order', () => {
    expect(
      hoistBodyStartScripts(page('<style>:root{}</style><link rel=stylesheet href=/c.css>', `${theme}\n${data}`)),
    ).toBe(page(`${theme}${data}<style>:root{}</style><link rel=stylesheet href=/c.css>`, '\n'));
    expect(hoistBodyStartScripts(page('<link rel=stylesheet href=/c.css><style>x{}</style>', theme))).toBe(
      page(`${theme}<link rel=stylesheet href=/c.css><style>x{}</style>`, ''),
    );
  });

  it('puts them at the end of a head without stylesheets', () => {
    expect(hoistBodyStartScripts(page('<meta charset=utf-8>', theme))).toBe(page(`<meta charset=utf-8>${theme}`, ''));
  });

  it('leaves the page as it is when nothing is there to move, or a script reads the body', () => {
    const none = page('<link rel=stylesheet href=/c.css>', '');
    expect(hoistBodyStartScripts(none)).toBe(none);
    const body = page('<link rel=stylesheet href=/c.css>', '<script>document.body.className="x"</script>');
    expect(hoistBodyStartScripts(body)).toBe(body);
    const noRoot = '<html><head><link rel=stylesheet href=/c.css></head><body><script>x()</script></body></html>';
    expect(hoistBodyStartScripts(noRoot)).toBe(noRoot);
    // A script with a type or a source is not one of Docusaurus' attribute scripts.
    const typed = page(
      '<link rel=stylesheet href=/c.css>',
      '<script type=module>x()</script><script src=/a.js></script>',
    );
    expect(hoistBodyStartScripts(typed)).toBe(typed);
  });
});

describe('loadAfterFirstPaint', () => {
  const boot = `<script>${BOOT_SCRIPT}</script></body>`;

  it('defers the stylesheets and parks the scripts, with one boot script at the end of the body', () => {
    const out = loadAfterFirstPaint(
      '<head><link rel=stylesheet href=/a.css><script src=/a.js defer></script></head><body>x</body>',
      {criticalHref: '/c.css'},
    );
    expect(out).toBe(
      '<head><link rel=stylesheet href=/c.css><link data-ccss href=/a.css><noscript><link rel=stylesheet href=/a.css>' +
        `</noscript><script type=text/x-boot src=/a.js></script></head><body>x${boot}`,
    );
  });

  it('parses the body while the first-screen stylesheet downloads: the color-mode script goes in front of it', () => {
    const out = loadAfterFirstPaint(
      '<head><link rel=stylesheet href=/a.css></head><body><script>theme()</script><div id=__docusaurus>x</div></body>',
      {criticalHref: '/c.css'},
    );
    expect(out).toBe(
      '<head><script>theme()</script><link rel=stylesheet href=/c.css><link data-ccss href=/a.css><noscript>' +
        `<link rel=stylesheet href=/a.css></noscript></head><body><div id=__docusaurus>x</div>${boot}`,
    );
  });

  it('adds the boot script when only one of the two applies, and leaves a page with neither as it is', () => {
    const css = loadAfterFirstPaint('<head><link rel=stylesheet href=/a.css></head><body></body>', {css: ''});
    expect(css.endsWith(boot)).toBe(true);
    const js = loadAfterFirstPaint('<head><script src=/a.js defer></script></head><body></body>', {css: ''});
    expect(js.endsWith(boot)).toBe(true);
    expect(js.split('<script>').length).toBe(2);
    const plain = '<head></head><body><script>x()</script></body>';
    expect(loadAfterFirstPaint(plain, {css: ''})).toBe(plain);
  });
});

describe('BOOT_SCRIPT', () => {
  /**
   * Runs the script against a fake document; returns, in order, what it requested (a stylesheet link switched to
   * `rel=stylesheet`, a script appended) and the frame callbacks, timers and listeners it queued.
   */
  function run(hidden: boolean) {
    const requested: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const listeners: (() => void)[] = [];
    const parked = ['/a.js', '/b.js'].map((src) => ({getAttribute: () => src}));
    const links = ['/a.css', '/b.css'].map((href) => ({
      set rel(v: string) {
        requested.push(`${v} ${href}`);
      },
    }));
    const document = {
      hidden,
      querySelectorAll: (sel: string) =>
        sel === 'script[type="text/x-boot"]' ? parked : sel === 'link[data-ccss]' ? links : [],
      createElement: () => ({src: '', async: true}),
      head: {append: (s: {src: string; async: boolean}) => requested.push(`script ${s.src} async=${s.async}`)},
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', 'addEventListener', BOOT_SCRIPT)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => timers.push(f),
      (_t: string, f: () => void) => listeners.push(f),
    );
    return {requested, frames, timers, listeners};
  }

  it('requests nothing until the first frame is shown, then the stylesheets and every parked script once, in order', () => {
    const r = run(false);
    expect(r.requested).toEqual([]);
    // The first frame's callback runs before that frame is drawn; the next frame's, once it has been.
    r.frames.shift()!();
    expect(r.timers).toEqual([]);
    r.frames.shift()!();
    expect(r.frames).toEqual([]);
    expect(r.requested).toEqual([]);
    r.timers.forEach((f) => f());
    r.listeners.forEach((f) => f());
    expect(r.requested).toEqual([
      'stylesheet /a.css',
      'stylesheet /b.css',
      'script /a.js async=false',
      'script /b.js async=false',
    ]);
  });

  it('requests them at once in a hidden tab, where frames do not run', () => {
    expect(run(true).requested).toEqual([
      'stylesheet /a.css',
      'stylesheet /b.css',
      'script /a.js async=false',
      'script /b.js async=false',
    ]);
  });
});
