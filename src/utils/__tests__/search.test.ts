import {isSearchShortcut} from '../../hooks/useSearch';
import {isApplePlatform, searchShortcutHint} from '../platform';
import {readerLibrary, pageKind} from '../searchContext';
import {CLIENT_LIBRARIES} from '../../data/references';
import {LIBRARY_PLATFORM_WORDS} from '../../data/searchSynonyms';
import {
  apiNames,
  areaReferenceOf,
  buildsOn,
  collapseTwins,
  callNameMatch,
  callsIn,
  commandMatch,
  coverage,
  findsTooLittle,
  namedShare,
  holdsCode,
  forAnotherLibrary,
  isParentOf,
  guideLibraryOf,
  isApiName,
  isErrorCode,
  libraryQuery,
  libraryWordsIn,
  nameOf,
  placedCoverage,
  queryAsks,
  queryWords,
  wordWeight,
  namesApi,
  ownReferenceOf,
  rankHits,
  readerReferenceOf,
  routeFromIndexUrl,
  eitherStem,
  pageOf,
  sameStem,
  sameWord,
  titleMatch,
  toHit,
  withoutProgramName,
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

/** A guide result named by its title (and a heading), for the rules that read only names and headings. */
function guideHit(area: string, section: string, title: string, heading?: string): SearchHit {
  return {
    url: `/guides/${area}/${title.replace(/\W+/g, '-')}`,
    title,
    section,
    excerpt: '',
    latest: true,
    ...(heading ? {heading} : {}),
  };
}

/** A guide result opened at one of its headings, with the guide's description. */
function guideSectionHit(url: string, area: string, title: string, heading: string, description?: string): SearchHit {
  return {
    url,
    title,
    section: `${area} › ${heading}`,
    excerpt: '',
    latest: true,
    kind: 'guide',
    heading,
    ...(description === undefined ? {} : {description}),
  };
}

/** A CLI reference command as the index lists it (`supabase storage ls`), with its description. */
function cliHit(command: string, description: string): SearchHit {
  const slug = command.replace(/ /g, '-');
  return {
    url: `/reference/cli/${slug}`,
    title: command,
    section: 'Supabase CLI',
    excerpt: '',
    latest: true,
    library: 'Supabase CLI',
    kind: 'cli',
    api: [slug, command],
    description,
  };
}

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
      kind: 'client',
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
    const hit = (url: string, library?: string, latest = true, api?: string[]): SearchHit => ({
      url,
      title: url,
      section: '',
      excerpt: '',
      latest,
      ...(library ? {library} : {}),
      ...(api ? {api} : {}),
    });
    const otp = ['signInWithOtp'];
    const hits = [
      hit('/reference/swift/auth-signinwithotp', 'Swift', true, otp),
      hit('/guides/auth/passwordless'),
      hit('/reference/javascript/v1/auth-signinwithotp', 'JavaScript', false, otp),
      hit('/reference/dart/auth-signinwithotp', 'Flutter', true, otp),
      hit('/reference/javascript/auth-signinwithotp', 'JavaScript', true, otp),
    ];
    // One result for the operation, in the reader's library, with the others one click away.
    const js = rankHits(hits, 'signInWithOtp');
    expect(js.map((h) => h.url)).toEqual([
      '/reference/javascript/auth-signinwithotp',
      '/guides/auth/passwordless',
      '/reference/javascript/v1/auth-signinwithotp',
    ]);
    expect(js[0].others).toEqual([
      {library: 'Swift', url: '/reference/swift/auth-signinwithotp'},
      {library: 'Flutter', url: '/reference/dart/auth-signinwithotp'},
    ]);
    expect(rankHits(hits, 'signInWithOtp', 'Flutter').map((h) => h.url)[0]).toBe('/reference/dart/auth-signinwithotp');
    // A topic: the guide first, then the reader's library.
    expect(rankHits(hits, 'magic link').map((h) => h.url)).toEqual([
      '/guides/auth/passwordless',
      '/reference/javascript/auth-signinwithotp',
      '/reference/javascript/v1/auth-signinwithotp',
    ]);
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

  it('for a topic: the title that is the query, then sections named by it, then titles holding every word', () => {
    const hit = (url: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
      url,
      title,
      section: '',
      excerpt: '',
      latest: true,
      ...extra,
    });
    const hits = [
      hit('/reference/api/v1-create-a-branch', 'Create a branch', {library: 'Management API'}),
      hit('/reference/csharp/broadcastmessage', 'Send a broadcast', {library: 'C#', api: ['Broadcast']}),
      hit('/guides/realtime/realtime-listening-flutter', 'Listening to Postgres Changes with Flutter'),
      hit('/guides/realtime/broadcast', 'Broadcast'),
      hit('/reference/swift/v1/broadcast', 'Broadcast', {library: 'Swift', latest: false}),
    ];
    expect(rankHits(hits, 'broadcast').map((h) => h.url)).toEqual([
      '/guides/realtime/broadcast',
      '/reference/csharp/broadcastmessage',
      '/guides/realtime/realtime-listening-flutter',
      // The Management API only for readers who ask for it; older versions last.
      '/reference/api/v1-create-a-branch',
      '/reference/swift/v1/broadcast',
    ]);
    expect(
      rankHits(hits, 'pubsub', {
        phrases: ['pubsub', 'Broadcast'],
        preferredUrl: '/guides/realtime/realtime-listening-flutter',
      }).map((h) => h.url)[0],
    ).toBe('/guides/realtime/realtime-listening-flutter');
  });

  it('answers an error code with the page that lists the codes, ahead of a heading that says its words', () => {
    expect(isErrorCode('invalid_credentials')).toBe(true);
    expect(isErrorCode('over_email_send_rate_limit')).toBe(true);
    expect(isErrorCode('invalid credentials')).toBe(false);
    expect(isErrorCode('signInWithOtp')).toBe(false);
    const hit = (url: string, title: string, section = ''): SearchHit => ({
      url,
      title,
      section,
      excerpt: '',
      latest: true,
    });
    const hits = [
      hit(
        '/guides/auth/troubleshooting#invalid-login-credentials',
        'Troubleshooting Auth',
        'Invalid login credentials',
      ),
      hit('/guides/auth/debugging/error-codes', 'Auth Error Codes'),
    ];
    expect(rankHits(hits, 'invalid_credentials').map((h) => h.url)[0]).toBe('/guides/auth/debugging/error-codes');
    // The words typed as words are a topic: the heading that says them stays first.
    expect(rankHits(hits, 'invalid login credentials').map((h) => h.url)[0]).toBe(
      '/guides/auth/troubleshooting#invalid-login-credentials',
    );
  });

  it('keeps the Management API and self-hosting servers for queries that ask for them', () => {
    expect(queryAsks('connection pooling')).toEqual({api: false, server: false});
    expect(queryAsks('pooler config api')).toEqual({api: true, server: false});
    expect(queryAsks('v1-get-pooler-config').api).toBe(true);
    expect(queryAsks('self-hosted smtp')).toEqual({api: false, server: true});
    expect(queryAsks('smtp', 'Self-Hosting Auth').server).toBe(true);
    expect(queryAsks('pooler', 'Management API').api).toBe(true);
    const hit = (url: string, title: string): SearchHit => ({url, title, section: '', excerpt: '', latest: true});
    const hits = [
      hit('/reference/api/v1-update-pooler-config', 'Update pooler config'),
      hit('/reference/self-hosting-auth/put-admin-users', 'Update a user'),
      hit('/guides/database/connecting-to-postgres', 'Connecting to your database'),
    ];
    expect(rankHits(hits, 'connection pooler').map((h) => h.url)[0]).toBe('/guides/database/connecting-to-postgres');
    expect(rankHits(hits, 'pooler config api').map((h) => h.url)[0]).toBe('/reference/api/v1-update-pooler-config');
  });

  it("ranks title matches over heading matches, and moves the reader's own page down", () => {
    const hit = (url: string, title: string, heading?: string, library?: string): SearchHit => ({
      url,
      title,
      section: '',
      excerpt: '',
      latest: true,
      ...(heading ? {heading} : {}),
      ...(library ? {library} : {}),
    });
    const hits = [
      hit('/guides/auth/passwords#reset', 'Password-based Auth', 'Reset a forgotten password'),
      hit('/reference/javascript/auth-resetpasswordforemail', 'Send a password reset request', undefined, 'JavaScript'),
    ];
    expect(rankHits(hits, 'reset password').map((h) => h.url)[0]).toBe(
      '/reference/javascript/auth-resetpasswordforemail',
    );
    const guides = [
      hit('/guides/functions/examples/rate-limiting', 'Rate-limiting with Redis'),
      hit('/guides/auth/rate-limits', 'Rate Limits'),
    ];
    // Same words in both titles: the guide of the reader's area first.
    expect(rankHits(guides, 'rate limiting', {pathname: '/guides/auth/users'}).map((h) => h.url)[0]).toBe(
      '/guides/auth/rate-limits',
    );
    expect(rankHits(guides, 'rate limiting', {pathname: '/guides/auth/rate-limits'}).map((h) => h.url)[0]).toBe(
      '/guides/functions/examples/rate-limiting',
    );
  });

  it("tells the guides written for one client library's readers, and ranks them lower for another library's", () => {
    expect(guideLibraryOf('Using Realtime Presence with Flutter')).toBe('Flutter');
    expect(guideLibraryOf('Use Supabase with iOS and SwiftUI')).toBe('Swift');
    expect(guideLibraryOf('Use Supabase with Android and Kotlin')).toBe('Kotlin');
    expect(guideLibraryOf('Presence')).toBeUndefined();
    expect(forAnotherLibrary('Using Realtime Presence with Flutter', 'realtime presence', 'JavaScript')).toBe(true);
    expect(forAnotherLibrary('Using Realtime Presence with Flutter', 'realtime presence', 'Flutter')).toBe(false);
    expect(forAnotherLibrary('Using Realtime Presence with Flutter', 'flutter presence', 'JavaScript')).toBe(false);
    expect(forAnotherLibrary('Presence', 'realtime presence', 'JavaScript')).toBe(false);
    const hit = (url: string, title: string, section: string): SearchHit => ({
      url,
      title,
      section,
      excerpt: '',
      latest: true,
    });
    // The same words in both titles: the index's order puts the Flutter guide first.
    const hits = [
      hit('/guides/realtime/presence-flutter', 'Presence with Flutter', ''),
      hit('/guides/realtime/presence-browser', 'Presence in the browser', ''),
    ];
    const first = (library: string) => rankHits(hits, 'presence', library).map((h) => h.url)[0];
    expect(first('JavaScript')).toBe('/guides/realtime/presence-browser');
    expect(first('Flutter')).toBe('/guides/realtime/presence-flutter');
  });

  it("calls a guide by its area's name too, and a reference section by its library", () => {
    const guide = {url: '/guides/functions/cors', title: 'CORS support', section: 'Edge Functions › Preflight'};
    expect(nameOf(guide, 'cors edge function')).toBe('Edge Functions CORS support');
    // Only when the query names the area: `Getting Started` says nothing about `get current user`.
    expect(nameOf(guide, 'cors preflight')).toBe('CORS support');
    expect(
      nameOf({url: '/guides/getting-started/x', title: 'Build an app', section: 'Getting Started'}, 'get current user'),
    ).toBe('Build an app');
    expect(nameOf({...guide, url: '/contributing', section: 'Edge Functions'}, 'edge functions')).toBe('CORS support');
    expect(
      nameOf(
        {
          url: '/reference/self-hosting-auth/post-admin-users',
          title: 'Create a user',
          section: '',
          library: 'Self-Hosting Auth',
        },
        'create a user',
      ),
    ).toBe('Self-Hosting Auth Create a user');
    const hit = (url: string, title: string, section: string): SearchHit => ({
      url,
      title,
      section,
      excerpt: '',
      latest: true,
    });
    const weight = wordWeight({cors: 4, edge: 76, functions: 106});
    const hits = [
      hit('/guides/functions', 'Edge Functions', 'Edge Functions'),
      hit('/guides/functions/cors', 'CORS support for invoking from the browser', 'Edge Functions'),
    ];
    // Without the area in its name, the CORS page held only one of the three words.
    expect(rankHits(hits, 'cors edge functions', {weightOf: weight}).map((h) => h.url)[0]).toBe(
      '/guides/functions/cors',
    );
  });

  it("counts the words of a guide's description, less than a heading's", () => {
    const guide = (url: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
      url,
      title,
      section: 'Auth',
      excerpt: '',
      latest: true,
      ...extra,
    });
    const hits = [
      guide('/guides/auth/social-login/auth-slack', 'Login with Slack'),
      guide('/guides/auth/managing-user-data', 'Managing accounts', {
        description: 'Store profile data for Supabase Auth users in your own tables.',
      }),
      guide('/guides/auth/accounts', 'Accounts', {heading: 'Store profile data for users'}),
    ];
    const urls = rankHits(hits, 'store profile data for users').map((h) => h.url);
    expect(urls).toEqual([
      '/guides/auth/accounts',
      '/guides/auth/managing-user-data',
      '/guides/auth/social-login/auth-slack',
    ]);
    expect(
      toHit({url: '/guides/auth/users.html', excerpt: '', meta: {title: 'Users', description: 'Who signed up.'}})
        .description,
    ).toBe('Who signed up.');
  });

  it('scores how closely a query names a CLI command: every command word said, two words of it in the query', () => {
    const cmd = (name: string) => ({api: [name.replace(/ /g, '-'), name]});
    // `db` is the short form of `database`; `supabase` counts as said but not in the share.
    expect(commandMatch(cmd('supabase db pull'), 'pull schema from remote database')).toBeCloseTo(2 / 4);
    expect(commandMatch(cmd('supabase stop'), 'stop local supabase')).toBeCloseTo(1 / 2);
    expect(commandMatch(cmd('supabase db reset'), 'reset local database')).toBeCloseTo(2 / 3);
    // A group command of one word that the query says alone, a command with a word the query lacks, a call name.
    expect(commandMatch(cmd('supabase migration'), 'create a migration')).toBe(0);
    expect(commandMatch(cmd('supabase db push'), 'pull schema from remote database')).toBe(0);
    expect(commandMatch({api: ['auth-signout', 'signOut']}, 'sign out')).toBe(0);
    expect(commandMatch({}, 'stop local supabase')).toBe(0);
  });

  it('ranks a CLI command the query names first from the CLI guides only', () => {
    const hits: SearchHit[] = [
      {
        url: '/guides/functions/debugging-tools',
        title: 'Local debugging with Supabase',
        section: 'Edge Functions',
        excerpt: '',
        latest: true,
      },
      {
        url: '/reference/cli/supabase-stop',
        title: 'supabase stop',
        section: 'Supabase CLI',
        excerpt: '',
        latest: true,
        library: 'Supabase CLI',
        kind: 'cli',
        api: ['supabase-stop', 'supabase stop'],
      },
    ];
    const first = (pathname: string) => rankHits(hits, 'stop local supabase', {pathname}).map((h) => h.url)[0];
    expect(first('/guides/cli/local-development')).toBe('/reference/cli/supabase-stop');
    expect(first('/guides/storage')).toBe('/guides/functions/debugging-tools');
  });

  it("says a question's own search found too little: under five results, or none with half its words in a title or heading", () => {
    const hit = (title: string, heading?: string) => guideHit('x', 'Auth', title, heading);
    const noise = ['Audit logs', 'API keys', 'Inspect', 'Migrations', 'Branching'].map((t) => hit(t, 'How it works'));
    expect(findsTooLittle(noise, 'how long does a session last')).toBe(true);
    expect(
      findsTooLittle([...noise, hit('User sessions', 'How long a session lasts')], 'how long does a session last'),
    ).toBe(false);
    expect(findsTooLittle(noise.slice(0, 4), 'api keys')).toBe(true);
    expect(findsTooLittle(noise, 'api keys')).toBe(false);
  });

  it('measures the share of a query its name or a heading holds, whichever holds more, rare words weighing more', () => {
    const hit = (title: string, heading?: string) => guideHit('storage', 'Storage', title, heading);
    expect(namedShare(hit('Delete objects'), 'delete whole folder')).toBeCloseTo(1 / 3);
    expect(namedShare(hit('Delete objects', 'Delete a whole folder'), 'delete whole folder')).toBe(1);
    expect(namedShare(hit('Overview', 'How it works'), 'delete whole folder')).toBe(0);
    // `folder` rare, `delete` common: the title with `folder` holds more.
    const weightOf = (w: string) => (w === 'delete' ? 1 : 3);
    expect(namedShare(hit('Folders'), 'delete whole folder', weightOf)).toBeGreaterThan(
      namedShare(hit('Delete objects'), 'delete whole folder', weightOf),
    );
  });

  it("scores how closely a section's call says a query of two words or more", () => {
    const api = (...names: string[]) => ({api: names});
    expect(callNameMatch(api('storage-from-createsignedurl', 'createSignedUrl'), 'signed url')).toBeCloseTo(2 / 3);
    expect(callNameMatch(api('storage-from-uploadtosignedurl', 'uploadToSignedUrl'), 'signed url')).toBeCloseTo(1 / 2);
    expect(callNameMatch(api('auth-getuser', 'getUser'), 'get current user')).toBeCloseTo(2 / 3);
    expect(callNameMatch(api('upload_to_signed_url'), 'signed url')).toBeCloseTo(1 / 2);
    // One word, a single word of the name, section ids and CLI commands say nothing.
    expect(callNameMatch(api('select'), 'select')).toBe(0);
    expect(callNameMatch(api('createSignedUrl'), 'url expiry')).toBe(0);
    expect(
      callNameMatch(api('supabase-db-schema-declarative', 'supabase db schema declarative'), 'declarative schema'),
    ).toBe(0);
    expect(callNameMatch({}, 'signed url')).toBe(0);
    const hit = (url: string, title: string, names: string[]): SearchHit => ({
      url,
      title,
      section: 'JavaScript v2',
      excerpt: '',
      latest: true,
      library: 'JavaScript',
      api: names,
    });
    const hits = [
      hit('/reference/javascript/storage-from-uploadtosignedurl', 'Upload to a signed URL', ['uploadToSignedUrl']),
      hit('/reference/javascript/storage-from-createsignedurl', 'Create a signed URL', ['createSignedUrl']),
    ];
    expect(rankHits(hits, 'signed url').map((h) => h.url)[0]).toBe(
      '/reference/javascript/storage-from-createsignedurl',
    );
  });

  it("from a guide page, puts a guide of the reader's area whose title holds every word with titles that are the query", () => {
    const hit = (url: string, title: string, section: string, library?: string): SearchHit => ({
      url,
      title,
      section,
      excerpt: '',
      latest: true,
      ...(library ? {library} : {}),
    });
    const hits = [
      hit('/reference/javascript/storage-from-download', 'Download a file', 'JavaScript v2', 'JavaScript'),
      hit('/guides/storage/serving/downloads', 'Serving and downloading files', 'Storage'),
    ];
    const first = (pathname: string) => rankHits(hits, 'download a file', {pathname}).map((h) => h.url)[0];
    expect(first('/guides/storage/quickstart')).toBe('/guides/storage/serving/downloads');
    // Elsewhere, the section whose title is the query comes first.
    expect(first('/guides/auth/users')).toBe('/reference/javascript/storage-from-download');
    expect(first('/reference/javascript/start')).toBe('/reference/javascript/storage-from-download');
    // The area's own name does not make a title hold the query (`Edge Functions` + `CORS support for invoking`).
    const invoke = [
      hit('/reference/javascript/functions-invoke', 'Invoke an Edge Function', 'JavaScript v2', 'JavaScript'),
      hit('/guides/functions/cors', 'CORS support for invoking from the browser', 'Edge Functions'),
    ];
    expect(rankHits(invoke, 'invoke edge function', {pathname: '/guides/functions/quickstart'})[0].url).toBe(
      '/reference/javascript/functions-invoke',
    );
  });

  it('knows the platform words of client libraries only, each by its title in the registry', () => {
    const titles = CLIENT_LIBRARIES.map((r) => r.title);
    for (const [library, platformWords] of Object.entries(LIBRARY_PLATFORM_WORDS)) {
      expect(titles).toContain(library);
      for (const w of platformWords) expect(w).toMatch(/^[a-z]+$/);
    }
  });

  it('weighs rare words more than common ones', () => {
    const weight = wordWeight({cors: 4, edge: 76, functions: 106});
    expect(weight('cors')).toBeGreaterThan(2 * weight('functions'));
    expect(
      coverage('CORS support for invoking from the browser', ['cors', 'edge', 'functions'], weight),
    ).toBeGreaterThan(coverage('Edge Functions Pricing', ['cors', 'edge', 'functions'], weight));
    expect(coverage('Standard Uploads', ['upload', 'file'])).toBe(0.5);
    expect(queryWords('How do I reset a user password?')).toEqual(['reset', 'user', 'password']);
  });

  it("collapses an operation's sections into the reader's library, even when only another library's matched", () => {
    const hit = (library: string, slug: string, twins: string[]): SearchHit => ({
      url: `/reference/${slug}/storage-from-createsignedurl#storage-from-createsignedurl`,
      title: 'Create a signed URL',
      section: library,
      excerpt: 'e',
      latest: true,
      library,
      kind: 'client',
      twins,
    });
    const collapsed = collapseTwins([hit('Python', 'python', ['javascript', 'dart'])], 'JavaScript');
    expect(collapsed).toHaveLength(1);
    expect(collapsed[0]).toMatchObject({
      url: '/reference/javascript/storage-from-createsignedurl',
      library: 'JavaScript',
      others: [
        {library: 'Flutter', url: '/reference/dart/storage-from-createsignedurl'},
        {library: 'Python', url: '/reference/python/storage-from-createsignedurl'},
      ],
    });
    // A reader who filtered to one library reads that one: nothing is moved to their usual library.
    const filtered = rankHits([hit('Python', 'python', ['javascript', 'dart'])], 'signed url', {
      preferredLibrary: 'JavaScript',
      libraryFilter: 'Python',
    });
    expect(filtered[0]).toMatchObject({library: 'Python', url: expect.stringMatching(/^\/reference\/python\//)});
    expect(collapsed[0].section).toBe('JavaScript v2');
    // A library without the operation keeps the best-ranked section.
    expect(collapseTwins([hit('Python', 'python', ['dart'])], 'JavaScript')[0].library).toBe('Python');
  });

  it('opens a result at the heading holding most of the query, without the anchor mark', () => {
    const hit = toHit(
      {
        url: '/guides/auth/passwords.html',
        excerpt: 'page',
        meta: {title: 'Password-based Auth', section: 'Auth'},
        sub_results: [
          {title: 'Sign in\u200b', url: '/guides/auth/passwords.html#sign-in', excerpt: 'a', locations: [1, 2, 3]},
          {
            title: 'Reset a forgotten password\u200b',
            url: '/guides/auth/passwords.html#reset',
            excerpt: 'how <mark>to</mark> <mark>reset</mark>',
            locations: [9],
          },
        ],
      },
      'reset password',
    );
    expect(hit).toMatchObject({
      url: '/guides/auth/passwords#reset',
      heading: 'Reset a forgotten password',
      section: 'Auth › Reset a forgotten password',
      excerpt: 'how to <mark>reset</mark>',
      kind: 'guide',
    });
  });
});

describe('eitherStem and pageOf', () => {
  it('compares two names both ways: either word may be the longer form of the other', () => {
    // `sameStem(t, w)` asks whether t is a form of the query word w, one way: a short query word is only itself.
    expect(sameStem('keys', 'ke')).toBe(false);
    expect(sameStem('ke', 'keys')).toBe(true);
    expect(eitherStem('keys', 'ke')).toBe(true);
    expect(eitherStem('range', 'rangegt')).toBe(true);
    expect(eitherStem('rangegt', 'range')).toBe(true);
    expect(eitherStem('verify', 'verifier')).toBe(false);
    expect(eitherStem('select', 'insert')).toBe(false);
  });

  it('gives the page of a hit: its URL without the heading', () => {
    expect(pageOf({url: '/guides/auth/passwords#reset-a-password'})).toBe('/guides/auth/passwords');
    expect(pageOf({url: '/reference/javascript/select'})).toBe('/reference/javascript/select');
  });
});

describe('sameStem', () => {
  it('takes plurals, longer forms and shared stems of a word', () => {
    expect(sameStem('uploads', 'upload')).toBe(true);
    expect(sameStem('configuration', 'config')).toBe(true);
    expect(sameStem('policies', 'policy')).toBe(true);
    expect(sameStem('upload', 'uploads')).toBe(true);
  });

  it('matches a word of one or two letters only as itself: `to` is not `toml` (issue 36, item 12)', () => {
    expect(sameStem('toml', 'to')).toBe(false);
    expect(sameStem('dbeaver', 'db')).toBe(false);
    expect(sameStem('to', 'to')).toBe(true);
    expect(sameStem('db', 'db')).toBe(true);
  });

  it('does not take the noun of the one who does a verb in -y for the verb (`verifier` is not `verify`)', () => {
    expect(sameStem('verify', 'verifier')).toBe(false);
    expect(sameStem('verifier', 'verify')).toBe(false);
    expect(sameStem('identify', 'identifiers')).toBe(false);
    // The plural in -ies is the same word.
    expect(sameStem('policies', 'policy')).toBe(true);
    expect(sameStem('policy', 'policies')).toBe(true);
    expect(sameStem('verifiers', 'verifier')).toBe(true);
    // `code verifier`: the PKCE guide whose text says it, not the call whose title says `Verify`.
    const hit = (url: string, title: string, description: string): SearchHit => ({
      url,
      title,
      section: '',
      excerpt: '',
      latest: true,
      kind: 'guide',
      description,
    });
    const verify = hit('/guides/auth/phone-login/twilio', 'Verify a phone number', 'Send a code by SMS.');
    const pkce = hit('/guides/auth/sessions/pkce-flow', 'PKCE flow', 'The code verifier and the code challenge.');
    expect(rankHits([verify, pkce], 'code verifier')[0].url).toBe(pkce.url);
  });

  it('does not take a word with a negating ending for the word (`passwordless` is not `password`)', () => {
    expect(sameStem('passwordless', 'password')).toBe(false);
    expect(sameStem('serverless', 'server')).toBe(false);
    expect(sameStem('passwords', 'password')).toBe(true);
  });

  it('takes the short form of a word for the word, both ways (`db` in `supabase db reset` for `database`)', () => {
    expect(sameStem('db', 'database')).toBe(true);
    expect(sameStem('database', 'db')).toBe(true);
    expect(coverage('supabase db reset', ['reset', 'database'])).toBe(1);
  });

  it("names a client library's sections by the words a query uses for that library (session 16)", () => {
    expect(libraryWordsIn('call postgres function from supabase-js', 'JavaScript')).toEqual(['js']);
    expect(libraryWordsIn('invoke edge function from react', 'JavaScript')).toEqual(['react']);
    expect(libraryWordsIn('initialize the client', 'Flutter')).toEqual(['client']);
    expect(libraryWordsIn('initialize supabase_flutter', 'Flutter')).toEqual(['flutter']);
    // A framework of another library names nothing here; `supabase` names the platform, not a library.
    expect(libraryWordsIn('invoke edge function from react', 'Flutter')).toEqual([]);
    expect(libraryWordsIn('stop local supabase', 'JavaScript')).toEqual([]);
    const section = {
      url: '/reference/dart/initializing',
      title: 'Initializing',
      section: 'Flutter v2',
      library: 'Flutter',
    };
    expect(nameOf(section, 'initialize the client')).toBe('Flutter client Initializing');
    expect(nameOf(section, 'initializing')).toBe('Flutter Initializing');
    // Only client-library sections: the CLI is not a client.
    const command = {url: '/reference/cli/supabase-init', title: 'supabase init', section: 'CLI', library: 'CLI'};
    expect(nameOf(command, 'initialize the client')).toBe('CLI supabase init');
  });

  it("ranks the reader's library's section above a guide heading when the query's other word names the library", () => {
    const hits: SearchHit[] = [
      {
        url: '/guides/api/rest/client-libs#initialize-a-client',
        title: 'Client Libraries',
        section: 'REST API › Initialize a client',
        heading: 'Initialize a client',
        excerpt: '',
        latest: true,
      },
      {
        url: '/reference/dart/initializing',
        title: 'Initializing',
        section: 'Flutter v2',
        excerpt: '',
        latest: true,
        library: 'Flutter',
      },
    ];
    const ranked = rankHits(hits, 'initialize the client', {
      preferredLibrary: 'Flutter',
      pathname: '/guides/getting-started/quickstarts/flutter',
    });
    expect(ranked[0].url).toBe('/reference/dart/initializing');
  });

  it("asks a library's own sections without the words that name the library", () => {
    expect(libraryQuery('invoke edge function from react', 'JavaScript')).toBe('invoke edge function from');
    expect(libraryQuery('call postgres function from supabase-js', 'JavaScript')).toBe('call postgres function from');
    expect(libraryQuery('initialize the client', 'Flutter')).toBe('initialize the');
    // Nothing named: the query itself; everything named: nothing left to ask.
    expect(libraryQuery('upload file', 'JavaScript')).toBeNull();
    expect(libraryQuery('flutter client', 'Flutter')).toBeNull();
  });

  it('knows the reference of a guide area that has one (the CLI guides)', () => {
    expect(areaReferenceOf('/guides/cli/local-development')).toBe('Supabase CLI');
    expect(areaReferenceOf('/guides/auth/passwords')).toBeUndefined();
    expect(areaReferenceOf('/reference/cli/supabase-init')).toBeUndefined();
    expect(areaReferenceOf(undefined)).toBeUndefined();
  });

  it("lets the index's order break near-ties only: a closer call name twenty places down still comes first", () => {
    const section = (slug: string, title: string, api: string[]): SearchHit => ({
      url: `/reference/javascript/${slug}`,
      title,
      section: 'JavaScript v2',
      excerpt: '',
      latest: true,
      library: 'JavaScript',
      api,
    });
    const filler = Array.from({length: 19}, (_, i) => ({
      url: `/guides/platform/page-${i}`,
      title: `Unrelated page ${i}`,
      section: 'Platform',
      excerpt: '',
      latest: true,
    }));
    const hits = [
      section('storage-from-uploadtosignedurl', 'Upload to a signed URL', ['uploadToSignedUrl']),
      ...filler,
      section('storage-from-createsignedurl', 'Create a signed URL', ['createSignedUrl']),
    ];
    expect(rankHits(hits, 'signed url', {pathname: '/guides/storage/quickstart'})[0].url).toBe(
      '/reference/javascript/storage-from-createsignedurl',
    );
  });

  it('keeps a title that says `config.toml` from matching every query with `to` in it', () => {
    expect(titleMatch('Function Configuration (config.toml)', 'to')).toBe(0);
    expect(coverage('config.toml', ['to'])).toBe(0);
  });
});

describe('search ranking: session 17', () => {
  it('takes a word of three letters for its inflected forms only, not for longer words it starts (`big` is not `bigquery`)', () => {
    expect(sameStem('bigquery', 'big')).toBe(false);
    expect(sameStem('client', 'cli')).toBe(false);
    expect(sameStem('apple', 'app')).toBe(false);
    expect(sameStem('keys', 'key')).toBe(true);
    expect(sameStem('logged', 'log')).toBe(true);
    expect(sameStem('running', 'run')).toBe(true);
    expect(sameStem('settings', 'set')).toBe(true);
    expect(sameStem('bandwidth', 'ban')).toBe(false);
    // A verb and its particle written as one word: `log in` is `login`.
    expect(sameStem('login', 'log')).toBe(true);
    expect(sameStem('setup', 'set')).toBe(true);
    // Longer words keep their longer forms (the reader may still be typing).
    expect(sameStem('configuration', 'config')).toBe(true);
    expect(coverage('Replicate to BigQuery', ['big', 'database'])).toBe(0);
  });

  it('ranks a page that quotes the query word for word like a heading that holds it', () => {
    const hit = (url: string, title: string, quotes?: boolean): SearchHit => ({
      url,
      title,
      section: '',
      excerpt: '',
      latest: true,
      ...(quotes ? {quotes: true as const} : {}),
    });
    const hits = [
      hit('/guides/database/connection-management', 'Supavisor and connection management'),
      hit('/guides/database/troubleshooting', 'Database troubleshooting', true),
    ];
    const query = 'Max client connections reached';
    expect(rankHits(hits, query).map((h) => h.url)[0]).toBe('/guides/database/troubleshooting');
    // Without the quote, the title that holds a word of the query comes first.
    expect(rankHits([hits[0], {...hits[1], quotes: undefined}], query).map((h) => h.url)[0]).toBe(
      '/guides/database/connection-management',
    );
  });
});

describe('search ranking: session 18', () => {
  const ref = (url: string, title: string, library: string, api?: string[]): SearchHit => ({
    url,
    title,
    section: library,
    excerpt: '',
    latest: true,
    library,
    ...(api ? {api} : {}),
  });

  it('knows the reference the reader is on when it is not a client library (CLI, Management API, servers)', () => {
    expect(readerReferenceOf('/reference/api/introduction')).toBe('Management API');
    expect(readerReferenceOf('/reference/cli/supabase-init')).toBe('Supabase CLI');
    expect(readerReferenceOf('/reference/self-hosting-auth/introduction')).toBe('Self-Hosting Auth');
    expect(readerReferenceOf('/reference/javascript/select')).toBeUndefined();
    expect(readerReferenceOf('/guides/cli/local-development')).toBeUndefined();
    expect(readerReferenceOf(undefined)).toBeUndefined();
    // The reference searched beside the guides: the one the reader is on, else their guide area's.
    expect(ownReferenceOf('/reference/api/v1-get-project')).toBe('Management API');
    expect(ownReferenceOf('/guides/cli/local-development')).toBe('Supabase CLI');
    expect(ownReferenceOf('/guides/auth/passwords')).toBeUndefined();
  });

  it("puts the sections of the reference the reader is on ahead of another reference's and of guides", () => {
    const hits = [
      ref('/reference/cli/supabase-branches-pause', 'Pause a preview branch', 'Supabase CLI', [
        'supabase branches pause',
      ]),
      {url: '/guides/platform/upgrading', title: 'Pausing projects', section: 'Platform', excerpt: '', latest: true},
      ref('/reference/api/v1-pause-a-project', 'Pauses the given project', 'Management API', ['v1-pause-a-project']),
    ];
    const first = (pathname: string) => rankHits(hits, 'pause a project', {pathname})[0].url;
    expect(first('/reference/api/introduction')).toBe('/reference/api/v1-pause-a-project');
    // Elsewhere the Management API is kept for readers who ask for it.
    expect(first('/guides/platform')).not.toBe('/reference/api/v1-pause-a-project');
    expect(first('/reference/javascript/start')).not.toBe('/reference/api/v1-pause-a-project');
  });
});

describe('search context', () => {
  const titles: Record<string, string> = {dart: 'Flutter', javascript: 'JavaScript', python: 'Python'};
  const title = (s: string) => titles[s];
  it('prefers the library of the reference page the reader is on, else the last they read, else JavaScript', () => {
    expect(readerLibrary('/reference/dart/v1/select', 'python', title)).toBe('Flutter');
    expect(readerLibrary('/guides/auth/passwords', 'python', title)).toBe('Python');
    expect(readerLibrary('/guides/auth/passwords', null, title)).toBe('JavaScript');
    // Not a client library, or not a library at all: the default.
    expect(readerLibrary('/reference/cli/supabase-db-push', 'nonsense', title)).toBe('JavaScript');
  });
  it('tells the kinds of page apart', () => {
    expect(
      [
        '/guides/auth',
        '/reference/javascript/select',
        '/reference/cli/supabase-db-push',
        '/reference/api/v1-run-a-query',
        '/reference/self-hosting-auth/get-health',
      ].map(pageKind),
    ).toEqual(['guide', 'client', 'cli', 'api', 'server']);
  });
});

describe('search ranking: session 21', () => {
  const branchesCreate: SearchHit = {
    url: '/reference/cli/supabase-branches-create',
    title: 'supabase branches create',
    section: 'Supabase CLI',
    excerpt: '',
    latest: true,
    library: 'Supabase CLI',
    kind: 'cli',
    api: ['supabase-branches-create', 'supabase branches create'],
    description: 'Creates a preview branch of the linked project.',
  };
  const guide: SearchHit = {
    url: '/guides/platform/branching/working-with-branches',
    title: 'Working with branches: create, reset and delete preview branches',
    section: 'Platform',
    excerpt: '',
    latest: true,
    kind: 'guide',
    description: 'Create, reset and delete preview branches from the dashboard.',
  };

  it("counts the description of a section of the reference the reader is on as that section's title in task words", () => {
    const first = (pathname: string) => rankHits([guide, branchesCreate], 'create a preview branch', {pathname})[0].url;
    // On the CLI reference, the command whose description says the task comes before the guide that names it.
    expect(first('/reference/cli/start')).toBe('/reference/cli/supabase-branches-create');
    // Elsewhere the guide, whose title says it, stays first.
    expect(first('/guides/platform')).toBe('/guides/platform/branching/working-with-branches');
    expect(first('/reference/javascript/start')).toBe('/guides/platform/branching/working-with-branches');
  });
});

describe('search ranking: session 22', () => {
  const section = (url: string, title: string, latest: boolean): SearchHit => ({
    url,
    title,
    section: latest ? 'JavaScript v2' : 'JavaScript v1',
    excerpt: '',
    latest,
    library: 'JavaScript',
    kind: 'client',
  });
  const current = section('/reference/javascript/auth-getsession', 'Retrieve a session', true);
  const older = section('/reference/javascript/v1/auth-session', 'Retrieve the current session', false);

  it('does not put the sections of the older version the reader is on after the latest version', () => {
    const first = (pathname: string) =>
      rankHits([current, older], 'get the current session', {pathname, preferredLibrary: 'JavaScript'})[0].url;
    // On a v1 page, the v1 section whose title says the query comes first.
    expect(first('/reference/javascript/v1/start')).toBe('/reference/javascript/v1/auth-session');
    // On the latest version, or on another library's older version, the older version still goes last.
    expect(first('/reference/javascript/start')).toBe('/reference/javascript/auth-getsession');
    expect(first('/reference/dart/v1/start')).toBe('/reference/javascript/auth-getsession');
  });
});

describe('search ranking: session 24', () => {
  const group = cliHit(
    'supabase backups',
    'Groups the commands for the physical backups of a hosted project: list shows the available backups of the project.',
  );
  const list = cliHit('supabase backups list', 'Lists the physical backups of the linked project with their time.');
  const guide = (url: string, title: string, description: string): SearchHit => ({
    url,
    title,
    section: 'Platform',
    excerpt: '',
    latest: true,
    kind: 'guide',
    description,
  });

  it('tells a page above another result (a guide route, a CLI command group) from other pages', () => {
    expect(isParentOf(group, list)).toBe(true);
    expect(isParentOf(list, group)).toBe(false);
    const overview = guide('/guides/platform/terraform', 'Terraform Provider', '');
    const tutorial = guide('/guides/platform/terraform/tutorial#1-set-up', 'Terraform Tutorial', '');
    expect(isParentOf(overview, tutorial)).toBe(true);
    // A route that only starts with the same letters is not below it.
    expect(isParentOf(overview, guide('/guides/platform/terraform-cloud', 'Terraform Cloud', ''))).toBe(false);
    expect(isParentOf(cliHit('supabase db', ''), cliHit('supabase dbt run', ''))).toBe(false);
  });

  it('puts a parent that leads only on its description after its child whose name says as much of the query', () => {
    const order = (hits: SearchHit[], query: string) =>
      rankHits(hits, query, {pathname: '/reference/cli/introduction'}).map((h) => h.url);
    // The group's description names its child's task in more of the query's words: the child still comes first.
    expect(order([group, list], 'show physical backups of a project from the terminal')).toEqual([
      '/reference/cli/supabase-backups-list',
      '/reference/cli/supabase-backups',
    ]);
    // A parent that leads on its own title keeps its place (the overview for `manage supabase with terraform`).
    const overview = guide('/guides/platform/terraform', 'Terraform Provider', 'Provision projects as code.');
    const tutorial = guide('/guides/platform/terraform/tutorial', 'Terraform Tutorial', 'A first Terraform project.');
    expect(rankHits([overview, tutorial], 'manage supabase with terraform').map((h) => h.url)[0]).toBe(
      '/guides/platform/terraform',
    );
  });
});

describe('search ranking: session 24, pages found without one of the words', () => {
  const guide: SearchHit = {
    url: '/guides/auth/auth-web3#sign-in',
    title: 'Sign in with Web3 (Ethereum and Solana)',
    section: 'Auth',
    excerpt: '',
    latest: true,
    kind: 'guide',
  };
  const dart: SearchHit = {
    url: '/reference/dart/auth-signinwithweb3',
    title: 'Sign in with a Web3 wallet',
    section: 'Flutter v2',
    excerpt: '',
    latest: true,
    library: 'Flutter',
    kind: 'client',
    // The reader's library has the operation too: the section stands for its twin there (collapseTwins).
    twins: ['javascript'],
  };
  const partial = new Set(['/reference/dart/auth-signinwithweb3']);
  const first = (pathname: string, preferredLibrary: string) =>
    rankHits([guide, dart], 'web3 wallet login', {pathname, preferredLibrary, partial})[0].url;

  it("puts another library's section found without one of the words after the pages with every word", () => {
    // From a guide, the guide with every word comes first, though the section's title says more of the query.
    expect(first('/guides/getting-started', 'JavaScript')).toBe('/guides/auth/auth-web3#sign-in');
    // On that library's own reference, its section is ranked with the pages with every word, a little lower.
    expect(first('/reference/dart/start', 'Flutter')).toBe('/reference/dart/auth-signinwithweb3');
  });
});

describe('search ranking: session 26, the reader on a client library reference', () => {
  const guide: SearchHit = {
    url: '/guides/storage/management/copy-move-objects#copy-an-object',
    title: 'Copy and Move Objects',
    section: 'Storage › Copy an object',
    excerpt: '',
    latest: true,
    kind: 'guide',
    heading: 'Copy an object',
    description: 'Copy an object to a new path in the same or another bucket, or move it there.',
  };
  const section: SearchHit = {
    url: '/reference/python/storage-from-copy',
    title: 'Copy an existing file',
    section: 'Python',
    excerpt: '',
    latest: true,
    library: 'Python',
    kind: 'client',
    api: ['storage-from-copy', 'copy'],
  };
  const first = (pathname: string, query: string, hits: SearchHit[] = [guide, section]) =>
    rankHits(hits, query, {pathname, preferredLibrary: 'Python'})[0].url;

  it("puts the library's section before a guide whose title holds the reader's few task words", () => {
    // On the Python reference, the reader asks for the call: the section, though the guide's title holds both words.
    expect(first('/reference/python/storage-from-upload', 'copy object')).toBe('/reference/python/storage-from-copy');
    // From the library's start page too.
    expect(first('/reference/python/start', 'copy object')).toBe('/reference/python/storage-from-copy');
    // From a guide, or the CLI reference, the guide still comes first.
    expect(first('/guides/storage', 'copy object')).toBe(guide.url);
    expect(first('/reference/cli/introduction', 'copy object')).toBe(guide.url);
  });

  it('keeps a guide whose title is the query, and the guide listing a code, first on a library reference', () => {
    const exact: SearchHit = {...guide, url: '/guides/storage/management/copy-move-objects', title: 'Copy objects'};
    expect(first('/reference/python/storage-from-upload', 'copy objects', [exact, section])).toBe(exact.url);
    const codes: SearchHit = {
      url: '/guides/api/rest/postgrest-error-codes#pgrst116',
      title: 'Data API Error Codes (PostgREST)',
      section: 'REST API › PGRST116',
      excerpt: '',
      latest: true,
      kind: 'guide',
      heading: 'PGRST116',
    };
    const single: SearchHit = {...section, url: '/reference/python/single', title: 'Retrieve one row of data'};
    expect(first('/reference/python/select', 'PGRST116', [codes, single])).toBe(codes.url);
  });
});

describe('search ranking: session 28, a number that is not a code', () => {
  it('tells a code from a plain number or a name with a digit', () => {
    for (const q of ['PGRST116', 'error P0001', '23505 unique violation', 'relation 42P01', 'code 54000'])
      expect(holdsCode(q)).toBe(true);
    for (const q of ['rows where price is greater than 100', 'first 10 rows', 's3 upload', 'oauth2', 'aal2', '6mb'])
      expect(holdsCode(q)).toBe(false);
  });

  it("lifts the library's sections on its reference for a query with a plain number, not for a code", () => {
    const gt: SearchHit = {
      url: '/reference/javascript/gt',
      title: 'Column is greater than a value',
      section: 'JavaScript',
      excerpt: '',
      latest: true,
      library: 'JavaScript',
      kind: 'client',
      api: ['gt'],
    };
    const pricing: SearchHit = {
      url: '/guides/realtime/pricing#realtime-peak-connections',
      title: 'Realtime Pricing',
      section: 'Realtime › Realtime Peak Connections',
      excerpt: '',
      latest: true,
      kind: 'guide',
      heading: 'Realtime Peak Connections',
      description: 'How Realtime is billed: peak connections and messages, with the price of each over the quota.',
    };
    const order = (query: string) =>
      rankHits([pricing, gt], query, {
        pathname: '/reference/javascript/select',
        preferredLibrary: 'JavaScript',
        // `price` is rarer in titles than `greater`, as in the site's vocabulary.
        weightOf: (w) => (w === 'price' ? 4 : 1),
      }).map((h) => h.url);
    // `price` is a form of `Pricing`: without the lift, the guide's title holds the query's rarest word.
    expect(order('rows where price is greater than 100')[0]).toBe(gt.url);
    expect(order('rows where price is greater than 10000')[0]).toBe(pricing.url);
  });
});

describe('search ranking: session 26, the reader on an older version of a client library', () => {
  const section = (url: string, description?: string): SearchHit => ({
    url,
    title: 'Listen to database changes',
    section: 'Flutter',
    excerpt: '',
    latest: !url.includes('/v1/'),
    library: 'Flutter',
    kind: 'client',
    ...(description ? {description} : {}),
  });
  // The latest version's page has a description that says the query's words; the older version's has none.
  const latest = section('/reference/dart/stream', 'Returns a realtime stream of the rows of a table.');
  const older = section('/reference/dart/v1/stream');
  const first = (pathname: string) =>
    rankHits([latest, older], 'realtime stream', {pathname, preferredLibrary: 'Flutter'})[0].url;

  it("lifts the sections of the version the reader is on, not the latest version's", () => {
    expect(first('/reference/dart/v1/select')).toBe('/reference/dart/v1/stream');
    // On the latest version, the latest section.
    expect(first('/reference/dart/select')).toBe('/reference/dart/stream');
  });
});

describe('search ranking: session 27, a call named on an older version of a client library', () => {
  const section = (url: string): SearchHit => ({
    url,
    title: 'Retrieve zero or one row of data',
    section: 'Kotlin',
    excerpt: '',
    latest: !url.includes('/v1/'),
    library: 'Kotlin',
    kind: 'client',
    api: ['maybesingle', 'maybeSingle'],
  });
  const latest = section('/reference/kotlin/maybesingle');
  const older = section('/reference/kotlin/v1/maybesingle');
  const first = (pathname: string) =>
    rankHits([latest, older], 'maybeSingle', {pathname, preferredLibrary: 'Kotlin'})[0].url;

  it('puts the named call of the version the reader is on first, though the index lists the latest first', () => {
    expect(first('/reference/kotlin/v1/select')).toBe('/reference/kotlin/v1/maybesingle');
    // On the latest version, and from a guide, the latest section.
    expect(first('/reference/kotlin/select')).toBe('/reference/kotlin/maybesingle');
    expect(first('/guides/database/overview')).toBe('/reference/kotlin/maybesingle');
  });
});

describe('search ranking: session 27, the reader on the CLI or Management API reference', () => {
  const storageLs = cliHit('supabase storage ls', 'Lists objects under a path.');
  // A guide whose title and heading hold two of the three words, with the area's name (`Storage`).
  const guide = guideSectionHit(
    '/guides/storage/management/delete-objects#delete-one-or-more-objects',
    'Storage',
    'Delete Objects',
    'Delete one or more objects',
    'Delete one or more objects from a bucket, and a whole folder.',
  );
  const first = (pathname: string) => rankHits([guide, storageLs], 'list storage objects', {pathname})[0].url;

  it("puts the reference's own command before a guide whose title holds the reader's task words", () => {
    expect(first('/reference/cli/introduction')).toBe('/reference/cli/supabase-storage-ls');
    // From a guide, or a client library's reference, the guide stays first.
    expect(first('/guides/storage')).toBe(guide.url);
    expect(first('/reference/javascript/start')).toBe(guide.url);
  });
});

describe('search ranking: session 30, each word where the page says it most prominently', () => {
  it('takes a finished word with an ending, not a longer word it only starts', () => {
    for (const [t, w] of [
      ['buckets', 'bucket'],
      ['uploading', 'upload'],
      ['uploads', 'uploading'],
      ['policies', 'policy'],
      ['login', 'log'],
    ])
      expect(sameWord(t, w)).toBe(true);
    // sameStem takes these (the reader may still be typing); a finished word is another word.
    for (const [t, w] of [
      ['expose', 'expo'],
      ['database', 'data'],
      ['configuration', 'config'],
    ]) {
      expect(sameStem(t, w)).toBe(true);
      expect(sameWord(t, w)).toBe(false);
    }
  });

  it('counts each word by the most prominent place that holds it', () => {
    const places = [
      ['Object metadata and existence checks', 1],
      ['Add metadata when uploading', 0.6],
      ['Set custom metadata on an object when you upload it, and check that a file exists.', 0.5],
    ] as const;
    // metadata 1 (title), add and uploading 0.6 (heading), custom and file 0.5 (description).
    expect(placedCoverage(places, ['add', 'custom', 'metadata', 'uploading', 'file'])).toBeCloseTo(3.2 / 5);
    // Rare words weigh more, as in coverage.
    expect(placedCoverage(places, ['metadata', 'file'], (w) => (w === 'metadata' ? 3 : 1))).toBeCloseTo(3.5 / 4);
    // A heading word that a query word only starts (`expose` for `expo`) is not that word.
    expect(
      placedCoverage(
        [
          ['Queues quickstart', 1],
          ['Expose the queue', 0.6],
        ],
        ['expo', 'quickstart'],
      ),
    ).toBe(0.5);
    expect(placedCoverage([['Queues quickstart', 1]], [])).toBe(0);
  });

  const uploads = guideSectionHit(
    '/guides/storage/uploads/standard-uploads#upload-a-file',
    'Storage',
    'Standard Uploads: one request per file',
    'Upload a file',
    'Upload a file to a bucket in one request.',
  );
  const metadata = guideSectionHit(
    '/guides/storage/management/metadata#add-metadata-when-uploading',
    'Storage',
    'Object metadata and existence checks',
    'Add metadata when uploading',
    'Set custom metadata on an object when you upload it, and check that a file exists.',
  );
  const order = (query: string) =>
    rankHits([uploads, metadata], query, {pathname: '/guides/storage'}).map((h) => h.url.split('#')[0]);

  it('puts first, for a query of three words or more, the page whose title, heading and description say most of it', () => {
    // The best single place ties (the uploads title: upload, file; the metadata description: four of five words),
    // and the uploads title says its words more exactly; the metadata page says every word but `add` in a title or a
    // heading, the rest in its description.
    expect(order('add custom metadata when uploading a file')).toEqual([
      '/guides/storage/management/metadata',
      '/guides/storage/uploads/standard-uploads',
    ]);
  });

  it('leaves a query of two words to the place that holds both', () => {
    const guide = (url: string, title: string, heading: string, description: string) =>
      guideSectionHit(url, 'Auth', title, heading, description);
    const flows = guide(
      '/guides/auth/oauth-server/oauth-flows#pkce',
      'OAuth Flows',
      'Create a PKCE verifier and challenge',
      'How a client gets a code and trades it for tokens.',
    );
    const pkce = guide(
      '/guides/auth/sessions/pkce-flow#exchange',
      'PKCE flow',
      'Exchanging for a session',
      'The code verifier your app keeps until it exchanges the code for a session.',
    );
    // Word by word, the flows page says `verifier` in a heading and `code` in its description (0.55 against 0.5); the
    // PKCE guide's description alone says both.
    expect(rankHits([flows, pkce], 'code verifier', {pathname: '/guides/auth'})[0].url).toBe(pkce.url);
  });

  it('lets the words spread over a page break a near-tie, not overturn a title that holds more of the query', () => {
    const guide = (url: string, title: string, heading: string) => guideSectionHit(url, 'Storage', title, heading);
    // Word by word, the indexes page says `index` in its title and `vector bucket` in a heading (0.73 against 0.67);
    // the buckets page's title alone holds two of the three words, and the spread may lift the indexes page by
    // PLACED_MAX_LIFT above its best single place (its heading, 0.4) only.
    const indexes = guide(
      '/guides/storage/vector/working-with-indexes#query',
      'Working with indexes',
      'Query a vector bucket',
    );
    const buckets = guide(
      '/guides/storage/vector/introduction#overview',
      'Vector buckets: storage for embeddings',
      'Overview',
    );
    expect(rankHits([indexes, buckets], 'vector bucket index', {pathname: '/guides/storage'})[0].url).toBe(buckets.url);
  });

  it("keeps a parent whose own heading says more of the query than its child's name before that child", () => {
    const guide = (url: string, title: string, heading: string, description: string) =>
      guideSectionHit(url, 'Database', title, heading, description);
    const replication = guide(
      '/guides/database/replication#monitoring-replication-slots',
      'Managing database replication',
      'Monitoring replication slots',
      'Set up logical replication to other systems and watch its slots.',
    );
    const iceberg = guide(
      '/guides/database/replication/pipelines/iceberg#run-the-engine',
      'Replicate Postgres to Iceberg tables',
      'Run the engine',
      'Copy tables into Iceberg.',
    );
    const order = (hits: SearchHit[], query: string) =>
      rankHits(hits, query, {pathname: '/guides/database/overview'}).map((h) => h.url.split('#')[0]);
    // The parent leads on its heading and description, but its heading (`replication slots`) is its own section,
    // not a child's task: the child, whose name says `replicate` alone, does not pass it.
    expect(order([replication, iceberg], 'logical replication slots')).toEqual([
      '/guides/database/replication',
      '/guides/database/replication/pipelines/iceberg',
    ]);
    // A child whose name holds none of the query has not matched on its parent's words either.
    const sso = guide(
      '/guides/platform/sso#set-up-sso',
      'Enable SSO for your organization',
      'Set up SSO',
      "Members sign in to the Supabase dashboard through your company's identity provider.",
    );
    const workspace = guide(
      '/guides/platform/sso/gsuite#troubleshooting',
      'SSO with Google Workspace',
      'Troubleshooting',
      'Connect your company.',
    );
    expect(order([workspace, sso], 'company login for the supabase dashboard')[0]).toBe('/guides/platform/sso');
  });

  it("ranks the CLI reference's commands from the CLI guides without a penalty for their kind", () => {
    const bloat = cliHit('supabase inspect db bloat', 'Estimates the space wasted by dead rows.');
    const repack = guideSectionHit(
      '/guides/database/extensions/pg_repack#repack-tables',
      'Database',
      'pg_repack: Remove table and index bloat online',
      'Repack tables',
      'Reclaim the space of bloated tables and indexes without long locks.',
    );
    const first = (pathname: string) =>
      rankHits([repack, bloat], 'inspect table bloat', {pathname})[0].url.split('#')[0];
    expect(first('/guides/cli')).toBe('/reference/cli/supabase-inspect-db-bloat');
    // From another area's guides, a command is not one of its pages.
    expect(first('/guides/database/overview')).toBe('/guides/database/extensions/pg_repack');
  });
});

describe('search ranking: session 30, a call written among other words', () => {
  it('reads the camelCase calls of a query', () => {
    expect(callsIn('signUp returns user but session is null')).toEqual(['signUp']);
    expect(callsIn('SignIn(email, password)')).toEqual(['SignIn']);
    expect(callsIn('is supabase.auth.signInWithOAuth.')).toEqual(['supabase.auth.signInWithOAuth']);
    for (const q of ['546 WORKER_LIMIT', 'match_documents function', 'reset password']) expect(callsIn(q)).toEqual([]);
  });

  it("puts the named call's section before a neighbour whose words match more of the rest", () => {
    const section = (id: string, title: string, api: string[], description: string): SearchHit => ({
      url: `/reference/javascript/${id}`,
      title,
      section: 'JavaScript',
      excerpt: '',
      latest: true,
      library: 'JavaScript',
      kind: 'client',
      api: [id, ...api],
      description,
    });
    const otp = section(
      'auth-verifyotp',
      'Verify and log in through OTP',
      ['verifyOtp'],
      'Returns the user and a session once the one-time password is verified.',
    );
    const signUp = section('auth-signup', 'Create a new user', ['signUp'], 'Creates a new user.');
    const first = (query: string) =>
      rankHits([otp, signUp], query, {pathname: '/reference/javascript/auth-signinwithpassword'})[0].url;
    expect(first('signUp returns user but session is null')).toBe(signUp.url);
    // Without the call, the section whose description says the words comes first.
    expect(first('returns user but session is null')).toBe(otp.url);
  });
});

describe('search ranking: session 31, a call built on another', () => {
  const section = (slug: string, title: string, api: string[], folder = '/reference/swift'): SearchHit => ({
    url: `${folder}/${slug}`,
    title,
    section: 'Swift',
    excerpt: '',
    latest: true,
    library: 'Swift',
    kind: 'client',
    api,
  });
  const gt = section('gt', 'Column is greater than a value', ['gt']);
  const rangeGt = section('rangegt', 'Greater than a range', ['range-gt', 'rangeGt']);
  const ilike = section('ilike', 'Column matches a case-insensitive pattern', ['ilike']);
  const ilikeAllOf = section('ilikeallof', 'Column matches all of the case-insensitive patterns', [
    'ilike-all-of',
    'ilikeAllOf',
  ]);

  it('tells a call built on another by words added before or after, which the query does not say', () => {
    expect(buildsOn(rangeGt, gt, 'greater than filter')).toBe(true);
    expect(buildsOn(ilikeAllOf, ilike, 'case insensitive match')).toBe(true);
    // The query says the added word: it asks for the built call.
    expect(buildsOn(rangeGt, gt, 'greater than a range')).toBe(false);
    expect(buildsOn(ilikeAllOf, ilike, 'match all of the patterns')).toBe(false);
    // Not the other way round, not a call that only shares a word, not another version's section.
    expect(buildsOn(gt, rangeGt, 'greater than filter')).toBe(false);
    expect(buildsOn(section('gte', 'Column is greater than or equal to a value', ['gte']), gt, 'greater')).toBe(false);
    expect(buildsOn(section('rangegt', 'Greater than a range', ['range-gt'], '/reference/swift/v1'), gt, 'gt')).toBe(
      false,
    );
  });

  it('puts the base call before the call built on it when its title says as much of the query', () => {
    const order = (hits: SearchHit[], query: string) =>
      rankHits(hits, query, {pathname: '/reference/swift/select', preferredLibrary: 'Swift'}).map((h) => h.url);
    expect(order([rangeGt, gt], 'greater than filter')).toEqual([gt.url, rangeGt.url]);
    expect(order([ilikeAllOf, ilike], 'case insensitive match')).toEqual([ilike.url, ilikeAllOf.url]);
    // The query says `range`: the built call stays first.
    expect(order([rangeGt, gt], 'greater than range')).toEqual([rangeGt.url, gt.url]);
    // The built call's description says more of the query than its title: it leads on its own words and stays first.
    const single = section('single', 'Retrieve one row of data', ['single']);
    const maybeSingle = {
      ...section('maybesingle', 'Retrieve zero or one row of data', ['maybe-single', 'maybeSingle']),
      description: 'Returns nil instead of an error when no row matches.',
    };
    expect(order([maybeSingle, single], 'get nil instead of an error when no row matches')).toEqual([
      maybeSingle.url,
      single.url,
    ]);
  });
});

describe('search ranking: session 31, a CLI command is not called by the program name alone', () => {
  const feature = cliHit('supabase issue feature', 'Open a feature request for the Supabase CLI.');
  const features: SearchHit = {
    url: '/guides/getting-started/features',
    title: 'Features',
    section: 'Getting Started',
    excerpt: '',
    latest: true,
  };

  it('drops `supabase` from a command whose other words the query does not all say', () => {
    expect(withoutProgramName('Supabase CLI supabase issue feature', feature, 'what features does supabase have')).toBe(
      'cli issue feature',
    );
    // The query says the command's words: its name is whole.
    expect(withoutProgramName('supabase issue feature', feature, 'supabase issue feature')).toBe(
      'supabase issue feature',
    );
    expect(withoutProgramName('supabase init', cliHit('supabase init', ''), 'init supabase project')).toBe(
      'supabase init',
    );
    // A query without the program's name: nothing to drop (the command's exactness stays as it was).
    expect(withoutProgramName('supabase issue feature', feature, 'request a feature')).toBe('supabase issue feature');
    // Not a CLI command: as it is.
    expect(withoutProgramName('Features', features, 'what features does supabase have')).toBe('Features');
  });

  it('puts the guide before a command that shares one word and the site name with a question', () => {
    const order = (query: string) => rankHits([feature, features], query, {pathname: '/'}).map((h) => h.url);
    expect(order('what features does supabase have')).toEqual([features.url, feature.url]);
    // Asked by its name, the command comes first.
    expect(order('supabase issue feature')).toEqual([feature.url, features.url]);
  });
});

describe('search ranking: session 31, a guide called by its folder', () => {
  const guide = (url: string, title: string, section = 'Getting Started'): SearchHit => ({
    url,
    title,
    section,
    excerpt: '',
    latest: true,
  });
  const expoTutorial = guide(
    '/guides/getting-started/tutorials/with-expo-react-native',
    'Build a User Management App with Expo React Native',
  );
  const expoQuickstart = guide(
    '/guides/getting-started/quickstarts/expo-react-native',
    'Use Supabase with Expo React Native',
  );
  const terraformTutorial = guide('/guides/platform/terraform/tutorial', 'Terraform Tutorial', 'Platform');

  it('adds the folder below the area to the name when the query names it', () => {
    expect(nameOf(expoTutorial, 'expo tutorial')).toBe('tutorials Build a User Management App with Expo React Native');
    expect(nameOf(expoTutorial, 'expo user management')).toBe(expoTutorial.title);
    // A query word neither the title nor the folder says: the folder is one topic among others, not the kind.
    const version = guide(
      '/guides/database/postgres/which-version-of-postgres',
      'Print PostgreSQL Version',
      'Database',
    );
    expect(nameOf(version, 'query sql server from postgres')).toBe(version.title);
    expect(nameOf(version, 'postgres version')).toBe('postgres Print PostgreSQL Version');
    // A page right below its area has no folder of its own.
    expect(nameOf(guide('/guides/getting-started/features', 'Features'), 'getting started features')).toBe(
      'Getting Started Features',
    );
  });

  it('puts the page in the folder the query names first', () => {
    const order = (query: string) =>
      rankHits([terraformTutorial, expoQuickstart, expoTutorial], query, {pathname: '/'}).map((h) => h.url);
    expect(order('expo tutorial')[0]).toBe(expoTutorial.url);
    expect(order('expo quickstart')[0]).toBe(expoQuickstart.url);
  });
});
