import {isSearchShortcut} from '../../hooks/useSearch';
import {isApplePlatform, searchShortcutHint} from '../platform';
import {isApiName, preferredLibraryFor, rankHits, routeFromIndexUrl, toHit, type SearchHit} from '../searchResults';

describe('search shortcut', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...mods});
  it('is Cmd+K or Ctrl+K', () => {
    expect(isSearchShortcut(key('k', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key('j', {metaKey: true}))).toBe(false);
  });
  it('hints ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(searchShortcutHint(isApplePlatform({platform: 'MacIntel'}))).toBe('⌘ K');
    expect(searchShortcutHint(isApplePlatform({platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'}))).toBe('⌘ K');
    expect(searchShortcutHint(isApplePlatform({platform: 'Win32'}))).toBe('Ctrl K');
    expect(searchShortcutHint(isApplePlatform({platform: 'Linux x86_64', userAgent: 'X11; Linux'}))).toBe('Ctrl K');
  });
});

describe('search results', () => {
  it('turns index file names into routes', () => {
    expect(routeFromIndexUrl('/guides/auth.html')).toBe('/guides/auth');
    expect(routeFromIndexUrl('/guides/auth/index.html')).toBe('/guides/auth');
    expect(routeFromIndexUrl('/reference/javascript/select.html#select')).toBe('/reference/javascript/select#select');
    expect(routeFromIndexUrl('/index.html')).toBe('/');
  });

  it('names the library and version of reference results', () => {
    const hit = toHit({url: '/reference/javascript/v1/select.html', excerpt: 'x', meta: {title: 'Fetch data', library: 'JavaScript', version: 'v1', latest: 'false'}});
    expect(hit).toEqual({url: '/reference/javascript/v1/select', title: 'Fetch data', section: 'JavaScript v1', excerpt: 'x', latest: false, library: 'JavaScript'});
    expect(toHit({url: '/guides/auth/users.html', excerpt: 'y', meta: {title: 'Users', section: 'Auth'}}).section).toBe('Auth');
  });

  it('ranks older versions below the latest, keeping relevance order within each', () => {
    const hit = (url: string, latest: boolean): SearchHit => ({url, title: url, section: '', excerpt: '', latest});
    const ranked = rankHits([hit('v1-a', false), hit('v2-a', true), hit('v1-b', false), hit('guide', true)]);
    expect(ranked.map((h) => h.url)).toEqual(['v2-a', 'guide', 'v1-a', 'v1-b']);
  });

  it("puts the reader's library first for a query that names an API, and only then", () => {
    const hit = (url: string, library?: string, latest = true): SearchHit => ({url, title: url, section: '', excerpt: '', latest, ...(library ? {library} : {})});
    const hits = [hit('swift', 'Swift'), hit('guide'), hit('js-v1', 'JavaScript', false), hit('dart', 'Flutter'), hit('js', 'JavaScript')];
    expect(rankHits(hits, 'signInWithOtp').map((h) => h.url)).toEqual(['js', 'swift', 'guide', 'dart', 'js-v1']);
    expect(rankHits(hits, 'signInWithOtp', 'Flutter').map((h) => h.url)).toEqual(['dart', 'swift', 'guide', 'js', 'js-v1']);
    expect(rankHits(hits, 'magic link').map((h) => h.url)).toEqual(['swift', 'guide', 'dart', 'js', 'js-v1']);
  });

  it('tells API names from topics', () => {
    expect(['signInWithOtp', 'auth.getUser', 'text_search', 'createClient'].map(isApiName)).toEqual([true, true, true, true]);
    expect(['magic link', 'rls', 'Row Level Security', 'upsert'].map(isApiName)).toEqual([false, false, false, false]);
  });

  it("prefers the library of the reference page the reader is on, else JavaScript", () => {
    const titles: Record<string, string> = {dart: 'Flutter', javascript: 'JavaScript'};
    expect(preferredLibraryFor('/reference/dart/v1/select', (s) => titles[s])).toBe('Flutter');
    expect(preferredLibraryFor('/guides/auth/passwords', (s) => titles[s])).toBe('JavaScript');
  });
});
