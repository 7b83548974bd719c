import {answerFor, groupHits, interleave, requestKey, runSearch, type SearchIndex} from '../runSearch';
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
    const {index, calls} = fakeIndex({});
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
