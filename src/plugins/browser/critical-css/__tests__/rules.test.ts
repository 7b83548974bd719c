import path from 'node:path';
import {
  ALWAYS_INLINED,
  criticalCssMode,
  htmlFileForRoute,
  htmlFilesForRoutes,
  splitEvenly,
  unionTokens,
} from '../rules';

describe('htmlFileForRoute', () => {
  it('maps routes to the files Docusaurus writes with trailingSlash: false', () => {
    expect(htmlFileForRoute('/')).toBe('index.html');
    expect(htmlFileForRoute('/guides/auth/passwords')).toBe('guides/auth/passwords.html');
    expect(htmlFileForRoute('/guides/auth/')).toBe('guides/auth.html');
    expect(htmlFileForRoute('/404.html')).toBe('404.html');
  });

  it('strips the base URL', () => {
    expect(htmlFileForRoute('/docs/', '/docs/')).toBe('index.html');
    expect(htmlFileForRoute('/docs/reference/coverage', '/docs/')).toBe('reference/coverage.html');
  });
});

describe('htmlFilesForRoutes', () => {
  it('takes a/b.html, else a/b/index.html, once each, and skips routes without a file', () => {
    const present = new Set(['/out/index.html', '/out/a.html', '/out/logs/index.html']);
    const files = htmlFilesForRoutes('/out', ['/', '/a', '/a/', '/logs', '/missing'], '/', (f) => present.has(f));
    expect(files).toEqual([path.join('/out', 'a.html'), path.join('/out', 'index.html'), '/out/logs/index.html']);
  });
});

describe('splitEvenly', () => {
  it('splits into at most n ordered runs that cover every item once', () => {
    const items = Array.from({length: 10}, (_, i) => i);
    const parts = splitEvenly(items, 3);
    expect(parts).toHaveLength(3);
    expect(parts.flat()).toEqual(items);
    expect(splitEvenly([1, 2], 4)).toEqual([[1], [2]]);
    expect(splitEvenly([], 4)).toEqual([]);
  });
});

describe('ALWAYS_INLINED', () => {
  it('keeps the theme rules in any quoting the minifier leaves, and the selectors beasties cannot match', () => {
    const kept = (sel: string) => ALWAYS_INLINED.some((r) => r.test(sel));
    expect(kept('[data-theme=dark] .navbar')).toBe(true);
    expect(kept("html[data-theme='dark']")).toBe(true);
    expect(kept('[data-theme="light"] .x')).toBe(true);
    expect(kept('[data-theme-choice=system] .systemToggleIcon_CmE7')).toBe(true);
    expect(kept(':where(.button--primary)')).toBe(true);
    expect(kept('.navbar .menu')).toBe(false);
    expect(kept('.button--primary:active')).toBe(false);
  });
});

describe('criticalCssMode', () => {
  it('is shared by default, off with CRITICAL_CSS_OFF=1, and refuses an unknown mode', () => {
    expect(criticalCssMode({})).toBe('shared');
    expect(criticalCssMode({CRITICAL_CSS: 'inline'})).toBe('inline');
    expect(criticalCssMode({CRITICAL_CSS: 'shared', CRITICAL_CSS_OFF: '1'})).toBe('off');
    expect(() => criticalCssMode({CRITICAL_CSS: 'yes'})).toThrow(/CRITICAL_CSS must be shared, inline or off/);
  });
});

describe('unionTokens', () => {
  it('unites the token sets of pages, sorted, each token once', () => {
    expect(
      unionTokens([
        {tags: ['p', 'a'], classes: ['x'], ids: [], attrs: ['href']},
        {tags: ['a'], classes: ['y', 'x'], ids: ['top'], attrs: []},
      ]),
    ).toEqual({tags: ['a', 'p'], classes: ['x', 'y'], ids: ['top'], attrs: ['href']});
  });
});
