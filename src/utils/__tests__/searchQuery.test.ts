import {
  allowedEdits,
  bestCoverageQueries,
  contentWords,
  correctQuery,
  correctWord,
  editDistance,
  excerptsMatch,
  expandSynonyms,
  foundExactly,
  markedWords,
  markMatches,
  meaningfulQuery,
  quotesQuery,
  relaxedQueries,
  STOP_WORDS,
  synonymPage,
  unmarkStopWords,
  vocabularyOf,
  withoutUnknownWords,
} from '../searchQuery';
import fs from 'node:fs';
import path from 'node:path';
import {SEARCH_SYNONYMS} from '../../data/searchSynonyms';
import {vocabularyFromHtml} from '../../../scripts/lib/searchVocabulary';

describe('meaningful query', () => {
  it('leaves out the words that only make a query a question, keeping the others as written', () => {
    expect(meaningfulQuery('how long does a session last')).toBe('long session last');
    expect(meaningfulQuery('What Postgres version is my project on?')).toBe('Postgres version project');
    expect(meaningfulQuery("why isn't my supabase-js call working")).toBe('supabase-js call working');
    expect(meaningfulQuery('Email not confirmed')).toBeNull();
    expect(meaningfulQuery('how do I')).toBeNull();
    expect(meaningfulQuery('  ')).toBeNull();
  });

  it('takes its stop words from the filler list of src/data, every word lower case without punctuation', () => {
    expect([...STOP_WORDS].every((w) => /^[a-z]+$/.test(w))).toBe(true);
    for (const w of ['how', 'does', 'my', 'the', 'use', 'dont']) expect(STOP_WORDS.has(w)).toBe(true);
    for (const w of ['not', 'all', 'new', 'get', 'run']) expect(STOP_WORDS.has(w)).toBe(false);
  });
});

describe('query words and marks', () => {
  it('keeps the words of 3+ letters, lower case, without punctuation', () => {
    expect(contentWords('How do I use RLS, auth.getUser() & pg_cron?')).toEqual([
      'how',
      'use',
      'rls',
      'auth',
      'getuser',
      'cron',
    ]);
    expect(contentWords('v1-run-a-query')).toEqual(['run', 'query']);
  });

  it('reads the marked words of an excerpt', () => {
    expect(markedWords('a <mark>Row</mark> b <mark>Level Security.</mark> <mark>pg_cron</mark>')).toEqual([
      'row',
      'level',
      'security',
      'pg',
      'cron',
    ]);
    expect(markedWords('<mark>supabase.auth.signInWithOtp(credentials).</mark>')).toEqual([
      'supabase',
      'auth',
      'signinwithotp',
      'credentials',
    ]);
  });

  it("tells the index's back-off prefixes from real matches", () => {
    expect(markMatches('as', 'asdfghjkl')).toBe(false);
    expect(markMatches('z', 'zzqx')).toBe(false);
    expect(markMatches('securing', 'security')).toBe(true);
    expect(markMatches('policies', 'policy')).toBe(true);
    expect(markMatches('policy', 'policies')).toBe(true);
    expect(markMatches('signinwithotp', 'signin')).toBe(true);
    expect(markMatches('realtime', 'realtime')).toBe(true);
    expect(markMatches('row', 'rls')).toBe(false);
  });

  it('a result matches when one of the query words is marked in it', () => {
    expect(excerptsMatch(['<mark>as</mark> a CSV'], ['asdfghjkl'])).toBe(false);
    expect(excerptsMatch(['no marks here', 'sign in with <mark>OTP</mark>'], ['otp', 'magic'])).toBe(true);
    expect(foundExactly(['the <mark>real</mark> inbox'], 'realtme')).toBe(false);
    expect(foundExactly(['<mark>Realtime</mark> channels'], 'realtime')).toBe(true);
  });
});

describe('synonyms', () => {
  it('expands a whole query, then single words of a longer one', () => {
    expect(expandSynonyms('RLS', SEARCH_SYNONYMS)).toBe('Row Level Security');
    expect(expandSynonyms('  magic   link ', SEARCH_SYNONYMS)).toBe(SEARCH_SYNONYMS['magic link']);
    expect(expandSynonyms('rls policies', SEARCH_SYNONYMS)).toBe('Row Level Security policies');
    expect(expandSynonyms('select', SEARCH_SYNONYMS)).toBeNull();
    expect(expandSynonyms('', SEARCH_SYNONYMS)).toBeNull();
  });

  it('expands a phrase inside a longer query, the longest phrase first', () => {
    const synonyms = {'anon key': 'API Keys anon', key: 'never', rls: 'Row Level Security'};
    expect(expandSynonyms('what is the anon key', synonyms)).toBe('what is the API Keys anon');
    expect(expandSynonyms('rls with anon key', synonyms)).toBe('Row Level Security with API Keys anon');
    // Keys are own properties only: `constructor` is a word, not a synonym.
    expect(expandSynonyms('constructor', synonyms)).toBeNull();
  });

  it('has lower-case keys, non-empty expansions, and named pages that exist', () => {
    for (const [key, value] of Object.entries(SEARCH_SYNONYMS)) {
      expect(key).toBe(key.toLowerCase().trim());
      const expansion = typeof value === 'string' ? value : value.expand;
      expect(expansion.trim()).not.toBe('');
      if (typeof value !== 'string') {
        const file = value.page.replace(/^\/guides\//, 'docs/');
        const exists = ['.md', '.mdx', '/index.md', '/index.mdx'].some((ext) =>
          fs.existsSync(path.join(__dirname, '../../..', file + ext)),
        );
        expect({key, page: value.page, exists}).toEqual({key, page: value.page, exists: true});
      }
    }
  });

  it('names a page for the whole query, or for a phrase of it among stop words only', () => {
    expect(synonymPage('MFA', SEARCH_SYNONYMS)).toBe('/guides/auth/auth-mfa');
    expect(synonymPage('rls', SEARCH_SYNONYMS)).toBeUndefined();
    expect(synonymPage('mfa factors', SEARCH_SYNONYMS)).toBeUndefined();
    expect(synonymPage('what is the anon key', SEARCH_SYNONYMS)).toBe('/guides/api/api-keys');
    expect(synonymPage('rotate the anon key', SEARCH_SYNONYMS)).toBeUndefined();
  });
});

describe('excerpts', () => {
  it('takes the highlight off stop words and keeps it on the words that matter', () => {
    expect(unmarkStopWords('How <mark>to</mark> <mark>reset</mark> <mark>the</mark> <mark>password</mark>')).toBe(
      'How to <mark>reset</mark> the <mark>password</mark>',
    );
    expect(unmarkStopWords('<mark>A</mark> <mark>Tokens</mark>')).toBe('A <mark>Tokens</mark>');
    expect(unmarkStopWords('no marks')).toBe('no marks');
  });

  it("takes the highlight off a word the index matched by a short or stop word's prefix (`toml` for `to`)", () => {
    expect(
      unmarkStopWords(
        'Edit <mark>config.toml</mark> to <mark>reset</mark> the <mark>database</mark>',
        'how to reset the database',
      ),
    ).toBe('Edit config.toml to <mark>reset</mark> the <mark>database</mark>');
    // Words the query says, by a form of the same stem or inside a marked call, keep their mark.
    expect(
      unmarkStopWords('<mark>Policies</mark> and <mark>supabase.auth.signInWithOtp()</mark>', 'policy signInWithOtp'),
    ).toBe('<mark>Policies</mark> and <mark>supabase.auth.signInWithOtp()</mark>');
    // A two-letter word of the query marks only itself (`db`, not `dbeaver`).
    expect(unmarkStopWords('<mark>db</mark> <mark>dbeaver</mark>', 'db')).toBe('<mark>db</mark> dbeaver');
    // A query of stop words only: every other mark stays.
    expect(unmarkStopWords('<mark>toml</mark> <mark>to</mark>', 'to')).toBe('<mark>toml</mark> to');
  });
});

describe('spelling', () => {
  it('counts edits, transpositions as one, and stops past the limit', () => {
    expect(editDistance('realtme', 'realtime', 2)).toBe(1);
    expect(editDistance('teh', 'the', 2)).toBe(1);
    expect(editDistance('storgae', 'storage', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('asdfghjkl', 'realtime', 2)).toBe(3);
  });

  it('allows no edit below 4 letters, one up to 7, two from 8', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  const vocabulary = {realtime: 40, realm: 1, storage: 30, authentication: 12, postgres: 50, policies: 9, police: 1};

  it('corrects to the closest, then most frequent, word', () => {
    expect(correctWord('realtme', vocabulary)).toBe('realtime');
    expect(correctWord('Storgae', vocabulary)).toBe('storage');
    expect(correctWord('authentcation', vocabulary)).toBe('authentication');
    expect(correctWord('polices', vocabulary)).toBe('policies');
  });

  it('leaves alone known words, prefixes of known words, short words, numbers and garbage', () => {
    expect(correctWord('postgres', vocabulary)).toBeNull();
    expect(correctWord('realt', vocabulary)).toBeNull();
    expect(correctWord('pgx', vocabulary)).toBeNull();
    expect(correctWord('1234567', vocabulary)).toBeNull();
    expect(correctWord('asdfghjkl', vocabulary)).toBeNull();
  });

  it('corrects a query word by word, never a word the index found as written', () => {
    expect(correctQuery('realtme presence', vocabulary, () => false)).toBe('realtime presence');
    expect(correctQuery('realtme', vocabulary, (w) => w === 'realtme')).toBeNull();
    expect(correctQuery('storage', vocabulary, () => false)).toBeNull();
  });
});

describe('vocabulary', () => {
  it('counts the words of titles and headings', () => {
    expect(vocabularyOf(['Realtime Presence', 'realtime: 2 channels'])).toEqual({
      realtime: 2,
      presence: 1,
      channels: 1,
    });
  });

  it("reads an indexed page's headings, signatures and title, and nothing from other pages", () => {
    const page =
      '<main><div data-pagefind-body><span hidden data-pagefind-meta="title:Sign in a user"></span><h2 id=x class=a>Sign in through OTP<a aria-label="Direct link">#</a></h2>' +
      '<p class=sig data-pagefind-weight=8><code>supabase.auth.signInWithOtp(credentials)</code></p><p>Body text is not read.</p><h4>Deep</h4></div></main>';
    expect(vocabularyFromHtml(page)).toEqual({
      sign: 2,
      user: 1,
      through: 1,
      otp: 1,
      supabase: 1,
      auth: 1,
      signinwithotp: 1,
      credentials: 1,
    });
    expect(vocabularyFromHtml('<main><h1>Not indexed</h1></main>')).toEqual({});
  });
});

describe('relaxed queries', () => {
  it('leaves out the words the index knows nowhere, then each word in turn while three or more are left', () => {
    expect(relaxedQueries(['guest', 'user', 'login'], [0, 120, 40])).toEqual(['user login']);
    expect(relaxedQueries(['link', 'login', 'providers', 'account'], [30, 40, 25, 60])).toEqual([
      'login providers account',
      'link providers account',
      'link login account',
      'link login providers',
    ]);
    expect(relaxedQueries(['zzz', 'login', 'providers', 'account'], [0, 40, 25, 60])).toEqual([
      'login providers account',
      'providers account',
      'login account',
      'login providers',
    ]);
  });

  it('gives nothing when no word is known or nothing can be left out', () => {
    expect(relaxedQueries(['qwpoeiruty', 'zzqxv', 'asdfghjkl'], [0, 0, 0])).toEqual([]);
    expect(relaxedQueries(['user', 'login'], [120, 40])).toEqual([]);
  });
});

describe('the words the best pages share (session 31)', () => {
  const words = ['return', 'first', 'rows', 'sorted', 'creation', 'descending'];
  const even = () => 1;

  it('asks the word set of the page that holds the most words first, in the query order', () => {
    const pagesOf = [['a', 'b'], ['a', 'b', 'c'], ['b', 'c'], ['c'], ['a'], ['a']];
    // a: return first creation descending (4); b: return first rows (3); c: first rows sorted (3).
    expect(bestCoverageQueries(words, pagesOf, even, 3)).toEqual([
      'return first creation descending',
      'return first rows',
      'first rows sorted',
    ]);
  });

  it('weighs rare words more, and asks a part of a set asked before', () => {
    const rare = (w: string) => (w === 'descending' ? 5 : 1);
    const pagesOf = [['a', 'c'], ['a', 'c'], ['a'], [], [], ['b']];
    // `b` holds one rare word; `c` holds `return first`, a part of a's set: the next best pages.
    expect(bestCoverageQueries(words, pagesOf, rare, 3)).toEqual(['descending', 'return first rows', 'return first']);
  });

  it('breaks a tie by the set more pages hold, and stops at `count`', () => {
    const pagesOf = [['a'], ['b', 'c'], [], [], [], []];
    expect(bestCoverageQueries(words, pagesOf, even, 1)).toEqual(['first']);
  });

  it('gives nothing when no page holds any word', () => {
    expect(
      bestCoverageQueries(
        words,
        words.map(() => []),
        even,
        3,
      ),
    ).toEqual([]);
  });
});

describe('words the index does not know (session 16)', () => {
  const known = (w: string) => !['vps', 'zzqxv'].includes(w);
  it('leaves them out, keeping the order and spelling of the rest', () => {
    expect(withoutUnknownWords('self host supabase on a vps', known)).toBe('self host supabase on a');
    expect(withoutUnknownWords('Self-Host on a VPS please', known)).toBe('Self-Host on a please');
  });
  it('changes nothing when every word is known, and gives up when no meaningful word would be left', () => {
    expect(withoutUnknownWords('self host supabase', known)).toBeNull();
    expect(withoutUnknownWords('how to vps', known)).toBeNull();
    expect(withoutUnknownWords('zzqxv', known)).toBeNull();
  });
});

describe('quotesQuery', () => {
  it('tells a page that has the query word for word (case and punctuation aside) from one that has its words apart', () => {
    const quoting =
      'is refused with <mark>Max</mark> <mark>client</mark> <mark>connections</mark> <mark>reached</mark> if';
    expect(quotesQuery([quoting], 'Max client connections reached')).toBe(true);
    expect(
      quotesQuery(
        ['ERROR: prepared statement &quot;s0&quot; already exists'],
        'prepared statement "s0" already exists',
      ),
    ).toBe(true);
    expect(
      quotesQuery(
        ['<mark>client</mark> limits: the <mark>max</mark> connections are reached'],
        'max client connections reached',
      ),
    ).toBe(false);
    // Part of a longer word is not the word.
    expect(quotesQuery(['must be superusers'], 'must be superuser')).toBe(false);
    // Two words in a row are too common to count.
    expect(quotesQuery(['upload file'], 'upload file')).toBe(false);
  });
});
