import {answerFor, groupHits, interleave, requestKey, runSearch, settledIndex, type SearchIndex} from '../runSearch';
import type {PagefindResultData} from '../searchResults';
import {addRecentSearch, parseRecentSearches} from '../recentSearches';

/** A stand-in for the index: each query answers with fixed pages; records the calls. */
function fakeIndex(answers: Record<string, PagefindResultData[]>) {
  const calls: {query: string; filters?: Record<string, string>}[] = [];
  const index: SearchIndex = {
    search: async (query, options) => {
      calls.push({query, ...(options?.filters ? {filters: options.filters} : {})});
      return {results: (answers[query] ?? []).map((d) => ({data: async () => d}))};
    },
  };
  return {index, calls};
}

const page = (url: string, excerpt: string, meta: Record<string, string> = {}): PagefindResultData => ({
  url,
  excerpt,
  meta: {title: url, ...meta},
});
const vocabulary = {realtime: 10, presence: 3, security: 4};
/**
 * More Swift sections than runSearch reads of a query (24), with their filter values as pagefind gives them: the
 * query finds pages, none of them in the guides or the reader's library, so those places are asked on their own.
 */
const swiftSections = (word: string) =>
  Array.from({length: 25}, (_, i) => ({
    ...page(`/reference/swift/section-${i}.html`, `<mark>${word}</mark>`, {library: 'Swift'}),
    filters: {kind: ['References'], library: ['Swift']},
  }));
const request = (query: string, extra = {}) => ({
  query,
  synonyms: {rls: 'Row Level Security'},
  loadVocabulary: async () => vocabulary,
  ...extra,
});

describe('runSearch', () => {
  it('drops the back-off matches of a garbage query and returns nothing', async () => {
    const {index} = fakeIndex({
      asdfghjkl: [page('/reference/dart/db-csv.html', 'Retrieve <mark>as</mark> a CSV', {library: 'Flutter'})],
    });
    await expect(runSearch(index, request('asdfghjkl'))).resolves.toEqual({hits: [], correctedQuery: null});
  });

  it('lists the synonym expansion first', async () => {
    const {index} = fakeIndex({
      rls: [page('/guides/storage/ownership.html', 'inefficient <mark>RLS</mark> policies')],
      'Row Level Security': [
        page('/guides/database/postgres/row-level-security.html', '<mark>Row Level Security</mark> (RLS)'),
      ],
    });
    const {hits} = await runSearch(index, request('rls'));
    expect(hits.map((h) => h.url)).toEqual([
      '/guides/database/postgres/row-level-security',
      '/guides/storage/ownership',
    ]);
  });

  it("finds a quote of the reader's words in a page's whole text, where no excerpt shows it", async () => {
    // pagefind cuts an excerpt around the most matched words: on a long page of error codes, not the message's line.
    const codes = {
      ...page(
        '/guides/auth/debugging/error-codes.html',
        'the <mark>user</mark> has <mark>registered</mark> the maximum number, or the code was <mark>already</mark> used',
        {title: 'Auth Error Codes'},
      ),
      content:
        'Auth Error Codes. user_already_exists A user with this email already exists. Its message reads "User already registered".',
    };
    const social = page(
      '/guides/auth/social-login.html',
      'If <mark>users</mark> <mark>already</mark> have an account <mark>registered</mark> with',
      {
        title: 'Social Login',
        description: 'Let users sign in with an account of a provider.',
      },
    );
    const query = 'User already registered';
    const first = async (data: PagefindResultData[]) =>
      (await runSearch(fakeIndex({[query]: data}).index, request(query, {pathname: '/guides/auth/passwords'}))).hits[0]
        .url;
    expect(await first([social, codes])).toBe('/guides/auth/debugging/error-codes');
    // Without the page's text, only the excerpts: the description's word wins.
    expect(await first([social, {...codes, content: undefined}])).toBe('/guides/auth/social-login');
  });

  it('shows the results of the corrected query when a word was not found as typed', async () => {
    let loaded = 0;
    const {index, calls} = fakeIndex({
      realtme: [page('/guides/cli/emails.html', 'never reaches <mark>real</mark> inboxes')],
      realtime: [page('/guides/realtime.html', '<mark>Realtime</mark> sends messages')],
    });
    const outcome = await runSearch(index, request('realtme', {loadVocabulary: async () => (loaded++, vocabulary)}));
    expect(outcome).toEqual({hits: [expect.objectContaining({url: '/guides/realtime'})], correctedQuery: 'realtime'});
    // The query's own search (the guides-only one beside it aside), then the corrected query's.
    expect(calls.filter((c) => !c.filters).map((c) => c.query)).toEqual(['realtme', 'realtime']);
    expect(loaded).toBe(1);
  });

  it('does not correct a word the index knows on its own, and narrows the query instead', async () => {
    // `replacing` is a real word that no page holds together with `shown`; a vocabulary word (`replaying`) is one
    // edit away, and correcting to it would find another page.
    const {index} = fakeIndex({
      'old image shown after replacing': [],
      replacing: [page('/guides/storage/troubleshooting.html', 'after <mark>replacing</mark> a file')],
      shown: [page('/guides/storage/cdn.html', 'is <mark>shown</mark> to users')],
      old: [page('/guides/storage/troubleshooting.html', 'the <mark>old</mark> image')],
      image: [page('/guides/storage/troubleshooting.html', 'the old <mark>image</mark>')],
      after: [page('/guides/storage/troubleshooting.html', '<mark>after</mark> replacing')],
      'old image after replacing': [
        page(
          '/guides/storage/troubleshooting.html',
          'the <mark>old</mark> <mark>image</mark> <mark>after</mark> <mark>replacing</mark>',
        ),
      ],
      'old image shown after replaying': [page('/guides/cli/config.html', '<mark>image</mark> <mark>replaying</mark>')],
    });
    const outcome = await runSearch(
      index,
      request('old image shown after replacing', {loadVocabulary: async () => ({replaying: 3, image: 5})}),
    );
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.hits.map((h) => h.url)).toEqual(['/guides/storage/troubleshooting']);
  });

  it('searches without the vocabulary when it cannot be loaded (every word then weighs the same)', async () => {
    const {index} = fakeIndex({realtime: [page('/guides/realtime.html', '<mark>Realtime</mark>')]});
    const outcome = await runSearch(
      index,
      request('realtime', {loadVocabulary: async () => Promise.reject(new Error('not needed'))}),
    );
    expect(outcome.hits).toHaveLength(1);
  });

  it('keeps a section that answers to the queried name even when its excerpt marks nothing', async () => {
    const {index} = fakeIndex({
      'v1-run-a-query': [
        page('/reference/api/v1-run-a-query.html', 'Runs SQL', {library: 'Management API', api: 'v1-run-a-query'}),
      ],
    });
    const {hits} = await runSearch(index, request('v1-run-a-query'));
    expect(hits.map((h) => h.url)).toEqual(['/reference/api/v1-run-a-query']);
  });

  it('puts the page the synonyms list names first, whatever section of it matched', async () => {
    const {index} = fakeIndex({
      mfa: [],
      'Multi-Factor Authentication': [
        page('/guides/platform/multi-factor-authentication.html', '<mark>Multi-factor Authentication</mark>', {
          title: 'Multi-factor Authentication',
        }),
        {
          ...page('/guides/auth/auth-mfa.html', '<mark>Multi-Factor Authentication</mark>', {
            title: 'Multi-Factor Authentication',
          }),
          sub_results: [
            {
              title: 'Factors',
              url: '/guides/auth/auth-mfa.html#factors',
              excerpt: '<mark>authentication</mark> factors',
            },
          ],
        },
      ],
    });
    const {hits} = await runSearch(
      index,
      request('mfa', {synonyms: {mfa: {expand: 'Multi-Factor Authentication', page: '/guides/auth/auth-mfa'}}}),
    );
    expect(hits.map((h) => h.url)).toEqual([
      '/guides/auth/auth-mfa#factors',
      '/guides/platform/multi-factor-authentication',
    ]);
  });

  it('passes only the filters that are set', async () => {
    const {index, calls} = fakeIndex({select: swiftSections('select')});
    await runSearch(index, request('select', {filters: {kind: 'References', library: undefined}}));
    await runSearch(index, request('select', {filters: {}, preferredLibrary: 'Flutter'}));
    expect(calls).toEqual([
      {query: 'select', filters: {kind: 'References'}},
      {query: 'select'},
      // Unfiltered, the guides alone and the reader's library alone are searched too.
      {query: 'select', filters: {kind: 'Guides'}},
      {query: 'select', filters: {library: 'Flutter'}},
    ]);
  });

  it("finds the guides and the reader's library even when other libraries fill the index's first results", async () => {
    const flood = ['kotlin', 'python', 'swift', 'csharp'].map((lib) =>
      page(`/reference/${lib}/storage-from-upload.html`, '<mark>Upload</mark> a file', {
        title: 'Upload a file',
        library: lib,
      }),
    );
    const {index} = fakeIndex({upload: flood});
    const guide = page('/guides/storage/uploads/standard-uploads.html', 'How to <mark>upload</mark>', {
      title: 'Standard Uploads',
      section: 'Storage',
    });
    const mine = page('/reference/dart/storage-from-upload.html', '<mark>Upload</mark> a file', {
      title: 'Upload a file',
      library: 'Flutter',
    });
    const search: SearchIndex['search'] = async (query, options) =>
      options?.filters?.kind === 'Guides'
        ? {results: [{data: async () => guide}]}
        : options?.filters?.library === 'Flutter'
          ? {results: [{data: async () => mine}]}
          : index.search(query, options);
    const {hits} = await runSearch({search}, request('upload', {preferredLibrary: 'Flutter', depth: 4}));
    const urls = hits.map((h) => h.url.split('#')[0]);
    expect(urls).toContain('/guides/storage/uploads/standard-uploads');
    expect(urls[0]).toBe('/reference/dart/storage-from-upload');
  });

  it('searches a long query that finds nothing again with fewer words, listing those results after', async () => {
    const linking = page(
      '/guides/auth/auth-identity-linking.html',
      '<mark>link</mark> <mark>providers</mark> to one <mark>account</mark>',
      {
        title: 'Identity Linking',
        section: 'Auth',
      },
    );
    const {index, calls} = fakeIndex({
      link: [linking],
      providers: [linking],
      account: [linking],
      'providers account': [linking],
      'link account': [linking],
      'link providers': [linking],
    });
    const {hits} = await runSearch(index, request('link providers account'));
    expect(hits.map((h) => h.url.split('#')[0])).toEqual(['/guides/auth/auth-identity-linking']);
    expect(calls.filter((c) => !c.filters).map((c) => c.query)).toEqual([
      'link providers account',
      'link',
      'providers',
      'account',
      'providers account',
      'link account',
      'link providers',
    ]);
  });
});

describe('runSearch: session 16', () => {
  it('leaves out a word the index does not know before searching, instead of reading its back-off matches', async () => {
    const {index, calls} = fakeIndex({
      // Pagefind backs off to shorter prefixes of `vps` among the parts of the index it has loaded: `vpc`.
      'self host vps': [page('/guides/platform/privatelink.html', 'a <mark>self</mark>-managed <mark>VPC</mark>')],
      vps: [page('/guides/platform/privatelink.html', 'your <mark>VPC</mark> endpoint')],
      self: [page('/guides/self-hosting/docker.html', '<mark>self</mark>-hosting')],
      host: [page('/guides/self-hosting/docker.html', 'on a <mark>host</mark>')],
      'self host': [page('/guides/self-hosting/docker.html', '<mark>Self</mark>-<mark>host</mark> with Docker')],
    });
    const {hits} = await runSearch(index, request('self host vps', {loadVocabulary: async () => ({self: 3, host: 5})}));
    expect(hits.map((h) => h.url)).toEqual(['/guides/self-hosting/docker']);
    expect(calls.map((c) => c.query)).toContain('self host');
  });

  it('keeps every word when the index knows each of them alone', async () => {
    const {index, calls} = fakeIndex({
      'guest login': [page('/guides/auth/auth-anonymous.html', '<mark>guest</mark> <mark>login</mark>')],
    });
    await runSearch(index, request('guest login'));
    expect(calls.map((c) => c.query).filter((q) => q !== 'guest login')).toEqual([]);
  });

  it("asks the reader's library without the words that name it, and the CLI from the CLI guides", async () => {
    const {index, calls} = fakeIndex({'invoke edge function from react': swiftSections('invoke')});
    await runSearch(
      index,
      request('invoke edge function from react', {
        preferredLibrary: 'JavaScript',
        pathname: '/guides/cli/local-development',
      }),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        {query: 'invoke edge function from react', filters: {kind: 'Guides'}},
        {query: 'invoke edge function from', filters: {library: 'JavaScript'}},
        {query: 'invoke edge function from react', filters: {library: 'Supabase CLI'}},
      ]),
    );
  });
});

describe('runSearch: narrower queries', () => {
  it('lists a page that the whole query found once, even when a narrower query finds it at another heading', async () => {
    const protocol = (heading: string, excerpt: string) => ({
      ...page('/guides/realtime/protocol.html', excerpt, {title: 'Realtime Message Protocol', section: 'Realtime'}),
      sub_results: [{title: heading, url: `/guides/realtime/protocol.html#${heading}`, excerpt}],
    });
    const {index} = fakeIndex({
      'send message everyone room': [
        protocol(
          'envelope',
          '<mark>send</mark> a <mark>message</mark> to <mark>everyone</mark> in the <mark>room</mark>',
        ),
      ],
      send: [protocol('envelope', '<mark>send</mark>')],
      message: [protocol('envelope', '<mark>message</mark>')],
      everyone: [protocol('envelope', '<mark>everyone</mark>')],
      room: [protocol('envelope', '<mark>room</mark>')],
      'message everyone room': [protocol('replies', '<mark>message</mark> <mark>everyone</mark> <mark>room</mark>')],
    });
    const {hits} = await runSearch(index, request('send message everyone room'));
    expect(hits.map((h) => h.url)).toEqual(['/guides/realtime/protocol#envelope']);
  });
});

describe('runSearch: questions', () => {
  const guide = (path: string, title: string, excerpt: string) =>
    page(`/guides/${path}.html`, excerpt, {title, section: 'Auth'});
  // Pages that hold every word of the question, filler included, and none of them about it.
  const noise = ['Audit logs', 'API keys', 'Inspect', 'Migrations', 'Branching'].map((t, i) =>
    guide(
      `noise-${i}`,
      t,
      '<mark>how</mark> <mark>long</mark> <mark>does</mark> a <mark>session</mark> <mark>last</mark>',
    ),
  );
  const sessions = guide(
    'auth/sessions',
    'User sessions',
    'how <mark>long</mark> a <mark>session</mark> <mark>lasts</mark>',
  );

  it('asks a question that found too little again without its filler words, and ranks those results with the others', async () => {
    const {index, calls} = fakeIndex({'how long does a session last': noise, 'long session last': [sessions]});
    const {hits} = await runSearch(index, request('how long does a session last'));
    expect(hits[0].url).toBe('/guides/auth/sessions');
    expect(hits).toHaveLength(6);
    // No title or heading holds half of it (`User sessions`): the narrower queries are asked too (relax).
    expect(calls.filter((c) => !c.filters).map((c) => c.query)).toEqual([
      'how long does a session last',
      'long session last',
      'session last',
      'long last',
      'long session',
    ]);
  });

  it('does not ask again when the question found a page about it', async () => {
    const {index, calls} = fakeIndex({
      'how long does a session last': [
        ...noise,
        guide('auth/session-length', 'How long a session lasts', '<mark>session</mark>'),
      ],
      'long session last': [sessions],
    });
    await runSearch(index, request('how long does a session last'));
    expect(calls.map((c) => c.query)).not.toContain('long session last');
  });
});

/**
 * An index that reads data as pagefind does: one object per page, whose excerpt is rewritten for the query of each
 * read. `worker`: the object is copied a moment after it was rewritten (pagefind's worker posting it), else it is
 * handed out as it is (pagefind on the main thread, as in Node).
 */
function sharedFragmentIndex(pages: Record<string, string[]>, worker: boolean): SearchIndex {
  const fragments = new Map<string, PagefindResultData & {excerpt: string}>();
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    search: async (query) => ({
      results: (pages[query] ?? []).map((url) => ({
        id: url,
        data: async () => {
          let fragment = fragments.get(url);
          if (!fragment) {
            fragment = {url, excerpt: '', meta: {title: url}};
            fragments.set(url, fragment);
          }
          // A page whose fragment arrives later (`slow` in its address) makes its search read the others later.
          for (let i = url.includes('slow') ? 3 : 1; i > 0; i--) await tick();
          fragment.excerpt = `matched <mark>${query}</mark>`;
          if (!worker) return fragment;
          await tick();
          return {...fragment};
        },
      })),
    }),
  };
}

describe('settledIndex', () => {
  it.each([
    ['on the main thread', false],
    ['from a worker', true],
  ])(
    'gives each search its own excerpt of a page that several searches find at once (pagefind %s)',
    async (_, worker) => {
      // Each search reads all its results before looking at them, as runSearch does; `signed` waits for a slow page.
      const pages = {
        signed: ['/storage.html', '/slow.html'],
        url: ['/storage.html'],
        'signed url': ['/storage.html'],
      };
      const index = settledIndex(sharedFragmentIndex(pages, worker));
      const excerpts = await Promise.all(
        Object.keys(pages).map(async (q) => {
          const response = await index.search(q);
          const datas = await Promise.all(response!.results.map((r) => r.data()));
          return datas[0].excerpt;
        }),
      );
      expect(excerpts).toEqual([
        'matched <mark>signed</mark>',
        'matched <mark>url</mark>',
        'matched <mark>signed url</mark>',
      ]);
    },
  );

  it('keeps the excerpt a search read when a later search reads the same page', async () => {
    const index = settledIndex(sharedFragmentIndex({a: ['/p.html'], b: ['/p.html']}, false));
    const first = await (await index.search('a'))!.results[0].data();
    await (await index.search('b'))!.results[0].data();
    expect(first.excerpt).toBe('matched <mark>a</mark>');
  });

  it('keeps two searches of runSearch on the same index apart (an earlier query still reading as the reader types)', async () => {
    const index = sharedFragmentIndex(
      {
        signed: ['/guides/storage/signed.html', '/guides/storage/slow.html'],
        'signed url': ['/guides/storage/signed.html'],
      },
      false,
    );
    const [short, long] = await Promise.all([
      runSearch(index, request('signed')),
      runSearch(index, request('signed url')),
    ]);
    expect(short.hits.find((h) => h.url === '/guides/storage/signed')?.excerpt).toBe('matched <mark>signed</mark>');
    expect(long.hits.map((h) => h.excerpt)).toEqual(['matched <mark>signed url</mark>']);
  });
});

describe('groupHits', () => {
  it('groups guides and each library, in the order of their best result', () => {
    const hit = (url: string, library?: string) => ({
      url,
      title: url,
      section: '',
      excerpt: '',
      latest: true,
      ...(library ? {library} : {}),
    });
    const groups = groupHits([
      hit('js-1', 'JavaScript'),
      hit('g-1'),
      hit('js-2', 'JavaScript'),
      hit('py-1', 'Python'),
      hit('g-2'),
    ]);
    expect(groups.map((g) => [g.label, g.hits.map((h) => h.url)])).toEqual([
      ['JavaScript reference', ['js-1', 'js-2']],
      ['Guides', ['g-1', 'g-2']],
      ['Python reference', ['py-1']],
    ]);
  });
});

describe('recent searches', () => {
  it('keeps the newest first, without repeats, at most five', () => {
    let list: string[] = [];
    for (const q of ['rls', 'storage', 'RLS ', 'a', 'b', 'c', 'd']) list = addRecentSearch(list, q);
    expect(list).toEqual(['d', 'c', 'b', 'a', 'RLS']);
    expect(addRecentSearch(['x'], '   ')).toEqual(['x']);
  });

  it('reads only a stored list of strings', () => {
    expect(parseRecentSearches('["rls", 3, "", "auth"]')).toEqual(['rls', 'auth']);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});

describe('answerFor', () => {
  it('shows an answer as loading while it answers another query or filter', () => {
    const guides = requestKey('select', {kind: 'Guides'});
    const all = requestKey(' select ');
    expect(guides).not.toBe(all);
    expect(requestKey('select', {})).toBe(all);
    const answer = {key: all, status: 'done', hits: ['a']};
    expect(answerFor(answer, all)).toBe(answer);
    // The reader switched to guides: the previous results are not "N results" for the new filter.
    expect(answerFor(answer, guides)).toEqual({key: all, status: 'loading', hits: ['a']});
    expect(answerFor({key: '', status: 'idle'}, guides).status).toBe('idle');
  });
});

describe('interleave', () => {
  it('takes the results of several searches in turns', () => {
    expect(interleave([['a1', 'a2', 'a3'], [], ['c1', 'c2']])).toEqual(['a1', 'c1', 'a2', 'c2', 'a3']);
    expect(interleave([])).toEqual([]);
  });
});

describe('runSearch: session 21', () => {
  it('asks the reference the reader is on again with one word left out at a time when none of its sections has every word', async () => {
    const query = 'set function secrets from an env file';
    // Three guides have every word, their titles most of them: enough that the query is not narrowed (relax)
    // wherever the reader is.
    const {index, calls} = fakeIndex({
      [query]: ['secrets', 'env', 'deploy'].map((slug) =>
        page(
          `/guides/functions/${slug}.html`,
          '<mark>set</mark> <mark>function</mark> <mark>secrets</mark> from an <mark>env</mark> <mark>file</mark>',
          {title: 'Function secrets from an env file'},
        ),
      ),
      'set secrets env file': [
        page(
          '/reference/cli/supabase-secrets-set.html',
          '<mark>Sets</mark> <mark>secrets</mark> from a dotenv <mark>file</mark> (<mark>env</mark>)',
          {title: 'supabase secrets set', library: 'Supabase CLI', description: 'Sets secrets of the linked project.'},
        ),
      ],
    });
    const urls = async (pathname: string) =>
      (await runSearch(index, request(query, {pathname}))).hits.map((h) => h.url);
    expect(await urls('/reference/cli/start')).toContain('/reference/cli/supabase-secrets-set');
    expect(calls).toContainEqual({query: 'set secrets env file', filters: {library: 'Supabase CLI'}});
    // From a guide, the CLI reference is not the reader's: not asked again.
    calls.length = 0;
    expect(await urls('/guides/functions')).not.toContain('/reference/cli/supabase-secrets-set');
    expect(calls.some((c) => c.filters?.library === 'Supabase CLI')).toBe(false);
  });
});

describe('runSearch: session 22', () => {
  it('asks the client library reference the reader is on again with one word left out when none of its sections has every word', async () => {
    const query = 'move a file to another folder';
    // Three guides have every word, their titles most of them: enough that the query is not narrowed (relax)
    // wherever the reader is.
    const {index, calls} = fakeIndex({
      [query]: ['copy-move-objects', 'folders', 'buckets'].map((slug) =>
        page(
          `/guides/storage/management/${slug}.html`,
          '<mark>move</mark> a <mark>file</mark> to <mark>another</mark> <mark>folder</mark>',
          {title: 'Move files between folders'},
        ),
      ),
      'move file folder': [
        page(
          '/reference/csharp/storage-from-move.html',
          '<mark>Moves</mark> or renames a <mark>file</mark> within the bucket, into another <mark>folder</mark>',
          {title: 'Move an existing file', library: 'C#', description: 'Moves or renames a file within the bucket.'},
        ),
      ],
    });
    const urls = async (pathname: string) =>
      (await runSearch(index, request(query, {pathname, preferredLibrary: 'C#'}))).hits.map((h) => h.url);
    expect(await urls('/reference/csharp/start')).toContain('/reference/csharp/storage-from-move');
    expect(calls).toContainEqual({query: 'move file folder', filters: {library: 'C#'}});
    // From a guide, the reader reads no reference: the library is not asked again with fewer words.
    calls.length = 0;
    expect(await urls('/guides/storage')).not.toContain('/reference/csharp/storage-from-move');
    expect(calls.some((c) => c.query === 'move file folder')).toBe(false);
  });
});

describe('runSearch: session 24', () => {
  it('ranks a page found only without one of the words with the pages that have them all, a little lower', async () => {
    const overview = page(
      '/guides/auth/social-login.html',
      'a <mark>twitch</mark> <mark>login</mark> needs an <mark>account</mark>',
      {title: 'Social Login', section: 'Auth'},
    );
    const twitch = page('/guides/auth/social-login/auth-twitch.html', 'a <mark>Twitch</mark> <mark>login</mark>', {
      title: 'Login with Twitch',
      section: 'Auth',
    });
    const {index, calls} = fakeIndex({
      'twitch login account': [overview],
      twitch: [twitch],
      login: [overview],
      account: [overview],
      'twitch login': [twitch],
    });
    const {hits} = await runSearch(index, request('twitch login account', {pathname: '/guides/auth'}));
    // The page whose title says two of the three words comes before the overview that says all three in passing.
    expect(hits.map((h) => h.url)).toEqual(['/guides/auth/social-login/auth-twitch', '/guides/auth/social-login']);
    expect(calls.some((c) => c.query === 'twitch login')).toBe(true);
    // The narrower query's page is lower by PARTIAL_MATCH: a page with every word whose title says as much of the
    // query (less exactly: `Twitch login options`) still comes first.
    const {hits: tied} = await runSearch(
      fakeIndex({
        'twitch login account': [{...overview, meta: {title: 'Twitch login options', section: 'Auth'}}],
        twitch: [twitch],
        login: [overview],
        account: [overview],
        'twitch login': [twitch],
      }).index,
      request('twitch login account', {pathname: '/guides/auth'}),
    );
    expect(tied.map((h) => h.url)).toEqual(['/guides/auth/social-login', '/guides/auth/social-login/auth-twitch']);
  });

  const linking = page(
    '/guides/auth/auth-identity-linking.html',
    '<mark>link</mark> <mark>providers</mark> to one <mark>account</mark>',
    {title: 'Identity Linking'},
  );

  it('tells each stage its time and the searches it asked, each search once, when traced', async () => {
    const query = 'link providers account';
    const {index, calls} = fakeIndex({[query]: [linking], link: [linking], providers: [linking], account: [linking]});
    const stages: {stage: string; ms: number; searches: number}[] = [];
    const trace = (stage: string, ms: number, searches: number) => void stages.push({stage, ms, searches});
    await runSearch(index, request(query, {trace}));
    expect(stages.map((s) => s.stage)).toEqual(['own', 'question', 'reference', 'rank', 'relax', 'covered', 'rank']);
    expect(stages.every((s) => s.ms >= 0)).toBe(true);
    expect(stages.reduce((n, s) => n + s.searches, 0)).toBe(calls.length);
    // The query and the guides alone; then, as it found one page, the three two-word queries; then, as they found no
    // other, each word alone (bestCovered; these results carry no page id, so no word set is asked).
    expect(stages.map((s) => s.searches)).toEqual([2, 0, 0, 0, 3, 3, 0]);
  });

  it('does not ask a word alone before narrowing when a query of this search with that word found pages', async () => {
    const query = 'link providers account';
    const {index, calls} = fakeIndex({[query]: [linking], link: [linking], providers: [linking], account: [linking]});
    const {hits} = await runSearch(index, request(query));
    expect(hits.map((h) => h.url.split('#')[0])).toEqual(['/guides/auth/auth-identity-linking']);
    // The narrower queries are asked (one page is too few), but not the words alone: the query found pages with each.
    // Only when they find no other page are the words asked alone, for the pages that hold most of them (bestCovered).
    expect(calls.filter((c) => !c.filters).map((c) => c.query)).toEqual([
      query,
      'providers account',
      'link account',
      'link providers',
      'link',
      'providers',
      'account',
    ]);
  });

  it('asks alone, for the spelling check, only the words the vocabulary has a correction for', async () => {
    // `presense` is one edit from the vocabulary's `presence`; `security` is in it as typed: left as it is, found
    // alone or not. Neither is marked in the query's excerpts.
    const query = 'presense security';
    const found = ['a', 'b', 'c'].map((n) => page(`/guides/realtime/${n}.html`, '<mark>presence</mark> and security'));
    const corrected = found.map((p) => ({...p, excerpt: '<mark>presence</mark> and <mark>security</mark>'}));
    const {index, calls} = fakeIndex({[query]: found, 'presence security': corrected});
    const outcome = await runSearch(index, request(query));
    expect(outcome.correctedQuery).toBe('presence security');
    expect(calls.map((c) => c.query)).toContain('presense');
    expect(calls.map((c) => c.query)).not.toContain('security');
  });

  it("reads the guides from the query's own results when those hold enough of them, and asks them otherwise", async () => {
    const guide = (n: number) => ({
      ...page(`/guides/realtime/presence-${n}.html`, '<mark>presence</mark>', {title: `Presence ${n}`}),
      filters: {kind: ['Guides']},
    });
    const guidesAsked = (calls: {filters?: Record<string, string>}[]) =>
      calls.filter((c) => c.filters?.kind === 'Guides').length;
    // Four guides among the results read: the guides' own first four.
    const enough = fakeIndex({presence: [...swiftSections('presence').slice(0, 3), ...[1, 2, 3, 4].map(guide)]});
    const {hits} = await runSearch(enough.index, request('presence'));
    expect(guidesAsked(enough.calls)).toBe(0);
    expect(hits.map((h) => h.url)).toEqual(
      expect.arrayContaining([1, 2, 3, 4].map((n) => `/guides/realtime/presence-${n}`)),
    );
    // Nothing found anywhere: nothing in the guides either.
    const none = fakeIndex({});
    await runSearch(none.index, request('presence'));
    expect(guidesAsked(none.calls)).toBe(0);
    // One guide after more results than are read: the guides are asked.
    const few = fakeIndex({presence: [...swiftSections('presence'), guide(1)]});
    await runSearch(few.index, request('presence'));
    expect(few.calls).toContainEqual({query: 'presence', filters: {kind: 'Guides'}});
  });
});

describe('runSearch: session 25, the spelling correction', () => {
  const figma = page('/guides/auth/social-login/auth-figma.html', 'let <mark>designers</mark> <mark>login</mark>', {
    title: 'Login with Figma',
  });
  const dhiwise = page('/guides/integrations/dhiwise.html', 'turn <mark>designs</mark> into apps', {title: 'DhiWise'});
  const withDesign = Array.from({length: 6}, (_, i) =>
    page(`/guides/design-${i}.html`, 'the <mark>design</mark> of it', {title: `Design ${i}`}),
  );

  it('does not correct a word a page has as typed when the pages of its stem come first', async () => {
    // The index matches stems: `designers` alone finds six pages that say `design` before the one that says
    // `designers`. Read only four deep, the word looked unknown and was corrected to the vocabulary's `designs`.
    const {index, calls} = fakeIndex({
      designers: [...withDesign, figma],
      figma: [figma],
      login: [figma, dhiwise],
      'figma login': [figma],
      'designers login': [figma],
      'designers figma': [figma],
      'designs figma login': [dhiwise],
    });
    const outcome = await runSearch(
      index,
      request('designers figma login', {loadVocabulary: async () => ({designs: 5, figma: 2, login: 9})}),
    );
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.hits[0]?.url).toBe('/guides/auth/social-login/auth-figma');
    expect(calls.some((c) => c.query === 'designs figma login')).toBe(false);
  });

  it('leaves a corrected word out when the correction finds fewer pages than the query without it', async () => {
    const a = page('/guides/realtime/presence.html', '<mark>realtime</mark> <mark>presence</mark>', {title: 'A'});
    const b = page('/guides/b.html', '<mark>presence</mark> of users', {title: 'B'});
    const c = page('/guides/c.html', 'track <mark>presence</mark>', {title: 'C'});
    const {index} = fakeIndex({'realtime presence': [a], presence: [b, c]});
    const outcome = await runSearch(index, request('realtme presence'));
    expect(outcome.correctedQuery).toBeNull();
    expect(outcome.hits.map((h) => h.url).sort()).toEqual(['/guides/b', '/guides/c']);
    // As many pages either way: the correction is kept.
    const kept = await runSearch(
      fakeIndex({'realtime presence': [a, b], presence: [b, c]}).index,
      request('realtme presence'),
    );
    expect(kept.correctedQuery).toBe('realtime presence');
  });
});

describe('runSearch: session 25, a library named in the query', () => {
  const upload = (slug: string, library: string) => ({
    ...page(`/reference/${slug}/storage-from-upload.html`, '<mark>Upload</mark> a <mark>file</mark>', {
      title: 'Upload a file',
      library,
    }),
    filters: {kind: ['References'], library: [library]},
  });

  it("reads the library the query names (`upload file python`), not the reader's", async () => {
    const sections = [upload('javascript', 'JavaScript'), upload('python', 'Python')];
    const {index, calls} = fakeIndex({'upload file': sections});
    const {hits} = await runSearch(
      index,
      request('upload file python', {pathname: '/guides/storage', preferredLibrary: 'JavaScript'}),
    );
    expect(hits[0]).toEqual(expect.objectContaining({url: '/reference/python/storage-from-upload', library: 'Python'}));
    // Python's sections are asked on their own, without the word that names the library.
    expect(calls).toContainEqual({query: 'upload file', filters: {library: 'Python'}});
    // A query that names no library keeps the reader's.
    const {hits: mine} = await runSearch(
      fakeIndex({'upload file': sections}).index,
      request('upload file', {pathname: '/guides/storage', preferredLibrary: 'JavaScript'}),
    );
    expect(mine[0]?.library).toBe('JavaScript');
  });
});

describe('runSearch: session 25, a reader on an older version', () => {
  /** An index that honours the library filter, as pagefind does. */
  function filteringIndex(results: PagefindResultData[]) {
    const index: SearchIndex = {
      search: async (_query, options) => ({
        results: results
          .filter((d) => {
            const library = options?.filters?.library;
            return !library || (d as {filters?: Record<string, string[]>}).filters?.library?.includes(library);
          })
          .map((d) => ({data: async () => d})),
      }),
    };
    return index;
  }
  const section = (url: string, title: string, library: string, api: string, version: string) => ({
    ...page(url, `<mark>${api}</mark>`, {title, library, api, version, latest: version === 'v1' ? 'false' : 'true'}),
    filters: {kind: ['References'], library: [library]},
  });
  // The index's order: other libraries' sections first, then eight of JavaScript v2, then v1's `signIn`.
  const results = [
    ...Array.from({length: 24}, (_, i) =>
      section(`/reference/swift/auth-${i}.html`, `Swift ${i}`, 'Swift', 'signIn', 'v2'),
    ),
    ...Array.from({length: 8}, (_, i) =>
      section(`/reference/javascript/auth-signinwith${i}.html`, `Sign in ${i}`, 'JavaScript', `signInWith${i}`, 'v2'),
    ),
    section('/reference/javascript/v1/auth-signin.html', 'Sign in a user', 'JavaScript', 'signIn', 'v1'),
  ];

  it("finds the section of the reader's version though the latest version's fill the first places", async () => {
    const {hits} = await runSearch(
      filteringIndex(results),
      request('signIn', {pathname: '/reference/javascript/v1/auth-api', preferredLibrary: 'JavaScript'}),
    );
    expect(hits[0]?.url).toBe('/reference/javascript/v1/auth-signin');
  });
});

describe('runSearch: session 29, weak pages with every word', () => {
  // Three pages say every word in passing, none in its title or a heading: enough pages that the query would not be
  // narrowed for being few (RELAX_BELOW), too weak to stand on their own.
  const passing = ['restoring-backup', 'local-development', 'wrappers-s3'].map((slug) =>
    page(`/guides/cli/${slug}.html`, 'then <mark>delete</mark> the <mark>whole</mark> <mark>folder</mark>', {
      title: `Passing ${slug}`,
      section: 'CLI',
    }),
  );
  const deleteObjects = page(
    '/guides/storage/management/delete-objects.html',
    '<mark>Delete</mark> a <mark>folder</mark>',
    {
      title: 'Delete objects',
      section: 'Storage',
    },
  );
  const folderName = page('/guides/storage/folder-names.html', 'a <mark>whole</mark> <mark>folder</mark>', {
    title: 'Passing names',
    section: 'Storage',
  });

  it('asks the narrower queries when no page with every word has half of them in its title or a heading', async () => {
    const {index, calls} = fakeIndex({
      'delete whole folder': passing,
      'delete folder': [deleteObjects],
    });
    const {hits} = await runSearch(index, request('delete whole folder', {pathname: '/guides/storage'}));
    expect(calls.map((c) => c.query)).toContain('delete folder');
    // The guide whose title says `delete` comes first, though it lacks `whole` (PARTIAL_MATCH).
    expect(hits[0].url).toBe('/guides/storage/management/delete-objects');
  });

  it('does not narrow when a page with every word has half of them in its title', async () => {
    const {index, calls} = fakeIndex({
      'delete whole folder': [
        ...passing,
        {
          ...deleteObjects,
          meta: {title: 'Delete folders', section: 'Storage'},
          excerpt: '<mark>delete</mark> <mark>whole</mark> <mark>folder</mark>',
        },
      ],
      'delete folder': [folderName],
    });
    await runSearch(index, request('delete whole folder', {pathname: '/guides/storage'}));
    expect(calls.map((c) => c.query)).not.toContain('delete folder');
  });

  it("adds a narrower query's page only when its title or a heading says more of the query than the weak pages'", async () => {
    const {index} = fakeIndex({
      'delete whole folder': passing,
      'delete folder': [deleteObjects],
      'whole folder': [folderName],
    });
    const urls = (await runSearch(index, request('delete whole folder', {pathname: '/guides/storage'}))).hits.map(
      (h) => h.url,
    );
    expect(urls).toContain('/guides/storage/management/delete-objects');
    // `Passing names` says no more of the query than the pages with every word: it does not join them.
    expect(urls).not.toContain('/guides/storage/folder-names');
  });
});

describe('runSearch: session 29, the reference the reader is on', () => {
  it('asks it again with one word left out when its own search found only pages that are not operations', async () => {
    const query = 'pause project endpoint';
    const narrative = (slug: string, title: string) => ({
      ...page(`/reference/api/${slug}.html`, '<mark>pause</mark> a <mark>project</mark> <mark>endpoint</mark>', {
        title,
        library: 'Management API',
      }),
      filters: {kind: ['References'], library: ['Management API']},
    });
    const pause = {
      ...page('/reference/api/v1-pause-a-project.html', '<mark>Pauses</mark> a <mark>project</mark>', {
        title: 'Pause a project',
        library: 'Management API',
        api: 'v1-pause-a-project',
      }),
      filters: {kind: ['References'], library: ['Management API']},
    };
    const {index, calls} = fakeIndex({
      [query]: [narrative('introduction', 'Introduction'), narrative('rate-limits', 'Rate limits')],
      'pause project': [pause],
    });
    const {hits} = await runSearch(index, request(query, {pathname: '/reference/api/introduction'}));
    expect(calls).toContainEqual({query: 'pause project', filters: {library: 'Management API'}});
    expect(hits[0].url).toBe('/reference/api/v1-pause-a-project');
    // An operation among its own search's pages: not asked again.
    const again = fakeIndex({
      [query]: [narrative('introduction', 'Introduction'), {...pause, excerpt: '<mark>pause</mark>'}],
    });
    await runSearch(again.index, request(query, {pathname: '/reference/api/introduction'}));
    expect(again.calls.some((c) => c.query === 'pause project' && c.filters?.library)).toBe(false);
  });
});

describe('runSearch: session 29, weighing the words of weak pages', () => {
  // Every word common in titles but `logged`, which no title has (the heaviest weight).
  const common = {only: 20, users: 80, upload: 150};
  const access = (n: number) =>
    page(
      `/guides/storage/access-${n}.html`,
      '<mark>only</mark> <mark>logged</mark> in <mark>users</mark> can <mark>upload</mark>',
      {
        title: 'Access Control',
        section: 'Storage',
      },
    );
  const withHeading = (d: PagefindResultData): PagefindResultData => ({
    ...d,
    sub_results: [{title: 'Only signed-in users can upload', url: `${d.url}#signed-in`, excerpt: d.excerpt}],
  });
  const logging = page('/guides/platform/logs.html', '<mark>logged</mark> <mark>users</mark>', {
    title: 'Logging',
    section: 'Platform',
  });

  it('narrows when the pages with every word name only the common words, but adds a page only where it names more of them', async () => {
    const {index, calls} = fakeIndex({
      'only logged in users can upload': [withHeading(access(1)), access(2), access(3)],
      'logged users upload': [logging],
    });
    const {hits} = await runSearch(
      index,
      request('only logged in users can upload', {pathname: '/guides/storage', loadVocabulary: async () => common}),
    );
    // `Only signed-in users can upload` holds three of the four words, less than half of their weight: narrowed.
    expect(calls.map((c) => c.query)).toContain('logged users upload');
    // `Logging` holds one word, the heaviest: fewer words than the heading, so it does not join.
    expect(hits.map((h) => h.url.split('#')[0])).not.toContain('/guides/platform/logs');
  });
});

describe('runSearch: session 31, the pages that hold the most of the words', () => {
  // Pagefind's results carry the page's id: each word alone lists its pages without reading them.
  function indexWithIds(answers: Record<string, PagefindResultData[]>) {
    const calls: string[] = [];
    const index: SearchIndex = {
      search: async (query) => {
        calls.push(query);
        return {results: (answers[query] ?? []).map((d) => ({id: d.url, data: async () => d}))};
      },
    };
    return {index, calls};
  }
  const order = page(
    '/reference/javascript/order.html',
    '<mark>sorted</mark> by <mark>date</mark> <mark>descending</mark>',
    {
      title: 'Order the results',
      library: 'JavaScript',
    },
  );
  const range = page(
    '/reference/javascript/range.html',
    '<mark>return</mark> <mark>only</mark> the <mark>first</mark> <mark>ten</mark> <mark>rows</mark>',
    {
      title: 'Limit the query to a range',
      library: 'JavaScript',
    },
  );
  const cron = page('/guides/database/cron.html', '<mark>creation</mark>', {title: 'Cron', section: 'Database'});
  const query = 'return only the first ten rows sorted by creation date descending';
  // No page holds every word, nor every word but one: only the words alone find pages.
  const answers = {
    return: [range],
    only: [range],
    first: [range],
    ten: [range],
    rows: [range],
    sorted: [order],
    creation: [cron],
    date: [order],
    descending: [order],
    'return only first ten rows': [range],
    'sorted date descending': [order],
  };

  it('lists them when neither the query nor its narrower queries find a page', async () => {
    const {index} = indexWithIds(answers);
    const urls = (await runSearch(index, request(query))).hits.map((h) => h.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/reference/javascript/range', '/reference/javascript/order', '/guides/database/cron']),
    );
    // `range` holds five of the words, `order` three, `cron` one: in that order, though a guide ranks above a section.
    expect(urls).toEqual(['/reference/javascript/range', '/reference/javascript/order', '/guides/database/cron']);
  });

  it('puts them after the pages a narrower query found', async () => {
    const {index} = indexWithIds({...answers, 'return only first ten rows sorted date descending': [order]});
    const urls = (await runSearch(index, request(query))).hits.map((h) => h.url);
    expect(urls[0]).toBe('/reference/javascript/order');
    expect(urls).toContain('/reference/javascript/range');
  });

  it('is not asked when the query finds enough pages', async () => {
    const {index, calls} = indexWithIds({
      'store embeddings postgres': [range, order, cron].map((d) => ({
        ...d,
        excerpt: '<mark>store</mark> <mark>embeddings</mark> in <mark>postgres</mark>',
        meta: {...d.meta, title: 'Store embeddings in Postgres'},
      })),
    });
    await runSearch(index, request('store embeddings postgres'));
    expect(calls).not.toContain('store');
    expect(calls).not.toContain('embeddings');
  });
});

describe('runSearch: session 32, a reader on an older version', () => {
  const section = (url: string, title: string, version: string, latest: boolean, api: string, excerpt: string) => ({
    ...page(url, excerpt, {
      title,
      library: 'Swift',
      api,
      version,
      latest: String(latest),
    }),
    filters: {kind: ['References'], library: ['Swift']},
  });
  const latest = section(
    '/reference/swift/auth-signinwithidtoken.html',
    'Sign in with ID token',
    'v2',
    true,
    'signInWithIdToken',
    '<mark>Sign</mark> in with an <mark>Apple</mark> <mark>ID</mark> <mark>token</mark>',
  );
  const older = section(
    '/reference/swift/v1/auth-signinwithidtoken.html',
    'Sign in with ID token',
    'v1',
    false,
    'signInWithIdToken',
    '<mark>Sign</mark> in with an <mark>ID</mark> <mark>token</mark>',
  );
  const query = 'sign in with an apple id token';
  const from = '/reference/swift/v1/auth-signinwithpassword';

  it("opens the reader's version's section where the latest version's was found, asked by its title", async () => {
    // The query finds only the latest section (the older one does not say `apple`); its title finds both.
    const {index, calls} = fakeIndex({[query]: [latest], 'Sign in with ID token': [latest, older]});
    const {hits} = await runSearch(index, request(query, {pathname: from, preferredLibrary: 'Swift'}));
    expect(calls).toContainEqual({query: 'Sign in with ID token', filters: {library: 'Swift'}});
    expect(hits.map((h) => h.url)).toEqual([
      '/reference/swift/v1/auth-signinwithidtoken',
      '/reference/swift/auth-signinwithidtoken',
    ]);
  });

  it('keeps the latest section when the older version has none of that id', async () => {
    const {index} = fakeIndex({[query]: [latest], 'Sign in with ID token': [latest]});
    const {hits} = await runSearch(index, request(query, {pathname: from, preferredLibrary: 'Swift'}));
    expect(hits.map((h) => h.url)).toEqual(['/reference/swift/auth-signinwithidtoken']);
  });

  it('takes no section of that id whose title changed: another call', async () => {
    const renamed = {...older, meta: {...older.meta, title: 'Sign in with a credential'}};
    const {index} = fakeIndex({[query]: [latest], 'Sign in with ID token': [latest, renamed]});
    const {hits} = await runSearch(index, request(query, {pathname: from, preferredLibrary: 'Swift'}));
    expect(hits.map((h) => h.url)).toEqual(['/reference/swift/auth-signinwithidtoken']);
  });

  it("asks nothing more on the latest version's pages", async () => {
    const {index, calls} = fakeIndex({[query]: [latest], 'Sign in with ID token': [latest, older]});
    const {hits} = await runSearch(
      index,
      request(query, {pathname: '/reference/swift/auth-signinwithpassword', preferredLibrary: 'Swift'}),
    );
    expect(calls.some((c) => c.query === 'Sign in with ID token')).toBe(false);
    expect(hits.map((h) => h.url)).toEqual(['/reference/swift/auth-signinwithidtoken']);
  });
});
