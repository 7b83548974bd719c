import {isSearchShortcut} from '../../hooks/useSearch';
import {isApplePlatform, searchShortcutHint} from '../platform';
import {
  apiNames,
  isApiName,
  namesApi,
  preferredLibraryFor,
  rankHits,
  routeFromIndexUrl,
  titleMatch,
  toHit,
  type SearchHit,
} from '../searchResults';

describe('search shortcut', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
    key: k,
    metaKey: false,
    ctrlKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });
  it('is Cmd+K or Ctrl+K', () => {
    expect(isSearchShortcut(key('k', {metaKey: true}))).toBe(true);
    expect(isSearchShortcut(key('K', {ctrlKey: true}))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', {ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isSearchShortcut(key('j', {metaKey: true}))).toBe(false);
  });
  it('hints ⌘ K on Apple platforms and Ctrl K elsewhere', () => {
    expect(searchShortcutHint(isApplePlatform({platform: 'MacIntel'}))).toBe('⌘ K');
    expect(
      searchShortcutHint(
        isApplePlatform({platform: '', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'}),
      ),
    ).toBe('⌘ K');
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
    const hit = toHit({
      url: '/reference/javascript/v1/select.html',
      excerpt: 'x',
      meta: {title: 'Fetch data', library: 'JavaScript', version: 'v1', latest: 'false'},
    });
    expect(hit).toEqual({
      url: '/reference/javascript/v1/select',
      title: 'Fetch data',
      section: 'JavaScript v1',
      excerpt: 'x',
      latest: false,
      library: 'JavaScript',
    });
    expect(toHit({url: '/guides/auth/users.html', excerpt: 'y', meta: {title: 'Users', section: 'Auth'}}).section).toBe(
      'Auth',
    );
  });

  it('ranks older versions below the latest, keeping relevance order within each', () => {
    const hit = (url: string, latest: boolean): SearchHit => ({url, title: url, section: '', excerpt: '', latest});
    const ranked = rankHits([hit('v1-a', false), hit('v2-a', true), hit('v1-b', false), hit('guide', true)]);
    expect(ranked.map((h) => h.url)).toEqual(['v2-a', 'guide', 'v1-a', 'v1-b']);
  });

  it("puts the reader's library first for a query that names an API, and only then", () => {
    const hit = (url: string, library?: string, latest = true): SearchHit => ({
      url,
      title: url,
      section: '',
      excerpt: '',
      latest,
      ...(library ? {library} : {}),
    });
    const hits = [
      hit('swift', 'Swift'),
      hit('guide'),
      hit('js-v1', 'JavaScript', false),
      hit('dart', 'Flutter'),
      hit('js', 'JavaScript'),
    ];
    expect(rankHits(hits, 'signInWithOtp').map((h) => h.url)).toEqual(['js', 'swift', 'guide', 'dart', 'js-v1']);
    expect(rankHits(hits, 'signInWithOtp', 'Flutter').map((h) => h.url)).toEqual([
      'dart',
      'swift',
      'guide',
      'js',
      'js-v1',
    ]);
    expect(rankHits(hits, 'magic link').map((h) => h.url)).toEqual(['swift', 'guide', 'dart', 'js', 'js-v1']);
  });

  it('tells API names from topics', () => {
    expect(['signInWithOtp', 'auth.getUser', 'text_search', 'createClient'].map(isApiName)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['v1-run-a-query', 'supabase db push'].map(isApiName)).toEqual([true, true]);
    expect(['magic link', 'rls', 'Row Level Security', 'upsert', 'supabase'].map(isApiName)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names a section by its id and by the call or command its signature gives', () => {
    expect(apiNames({id: 'sign-in-with-otp', signature: 'supabase.auth.signInWithOtp(credentials)'})).toEqual([
      'sign-in-with-otp',
      'signInWithOtp',
    ]);
    expect(apiNames({id: 'select', signature: 'supabase.from(table).select(columns?, options?)'})).toEqual(['select']);
    expect(apiNames({id: 'select', signature: 'await supabase.From<TModel>().Select<TResult>(columns)'})).toEqual([
      'select',
      'Select',
    ]);
    expect(apiNames({id: 'supabase-db-push', signature: 'supabase db push [flags]'})).toEqual([
      'supabase-db-push',
      'supabase db push',
    ]);
    expect(apiNames({id: 'v1-run-a-query', signature: 'POST /v1/projects/{ref}/database/query'})).toEqual([
      'v1-run-a-query',
    ]);
    const hit: SearchHit = {
      url: 'u',
      title: 't',
      section: '',
      excerpt: '',
      latest: true,
      api: ['sign-in-with-otp', 'signInWithOtp'],
    };
    expect(namesApi(hit, 'auth.signInWithOtp')).toBe(true);
    expect(namesApi(hit, 'signinwithotp')).toBe(true);
    expect(namesApi(hit, 'signIn')).toBe(false);
  });

  it('scores titles: the query itself, then every word of it', () => {
    expect(titleMatch('JSON Web Tokens (JWT)', 'JSON Web Tokens')).toBe(2);
    expect(titleMatch('pg_cron: Job Scheduling', 'pg_cron')).toBe(2);
    expect(titleMatch('Postgres Changes', 'postgres changes')).toBe(2);
    expect(titleMatch('Listening to Postgres Changes with Flutter', 'postgres changes')).toBe(1);
    expect(titleMatch('Generating TypeScript Types', 'generate types')).toBe(1);
    expect(titleMatch('Managing database webhooks', 'Database Webhooks')).toBe(1);
    expect(titleMatch('Broadcast a message', 'presence')).toBe(0);
  });

  it('for a topic: guides whose title is the query, then sections named by it, then titles holding every word', () => {
    const hit = (url: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
      url,
      title,
      section: '',
      excerpt: '',
      latest: true,
      ...extra,
    });
    const hits = [
      hit('api-branch', 'Create a branch', {library: 'Management API'}),
      hit('csharp-broadcast', 'Broadcast a message', {library: 'C#', api: ['Broadcast']}),
      hit('flutter-guide', 'Listening to Postgres Changes with Flutter'),
      hit('broadcast-guide', 'Broadcast'),
      hit('old', 'Broadcast', {library: 'Swift', latest: false}),
    ];
    expect(rankHits(hits, 'broadcast').map((h) => h.url)).toEqual([
      'broadcast-guide',
      'csharp-broadcast',
      'api-branch',
      'flutter-guide',
      'old',
    ]);
    expect(
      rankHits(hits, 'pubsub', {phrases: ['pubsub', 'Broadcast'], preferredUrl: 'flutter-guide'}).map((h) => h.url)[0],
    ).toBe('flutter-guide');
  });

  it('prefers the library of the reference page the reader is on, else JavaScript', () => {
    const titles: Record<string, string> = {dart: 'Flutter', javascript: 'JavaScript'};
    expect(preferredLibraryFor('/reference/dart/v1/select', (s) => titles[s])).toBe('Flutter');
    expect(preferredLibraryFor('/guides/auth/passwords', (s) => titles[s])).toBe('JavaScript');
  });
});
