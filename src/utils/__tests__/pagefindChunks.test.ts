/** @jest-environment node */
import {
  byScore,
  chunksForWord,
  compareWords,
  decodeCbor,
  indexChunksOfMeta,
  indexHashFor,
  pagefindWords,
  stemKeeps,
  wholeWordsIndex,
  type IndexChunk,
} from '../pagefindChunks';

/** A tiny CBOR writer for the shapes pagefind's meta uses (unsigned integers, strings, arrays). */
function cbor(value: unknown): number[] {
  const head = (major: number, n: number): number[] =>
    n < 24 ? [(major << 5) | n] : n < 256 ? [(major << 5) | 24, n] : [(major << 5) | 25, n >> 8, n & 255];
  if (typeof value === 'number') return head(0, value);
  if (typeof value === 'string') {
    const bytes = [...new TextEncoder().encode(value)];
    return [...head(3, bytes.length), ...bytes];
  }
  if (Array.isArray(value)) return [...head(4, value.length), ...value.flatMap(cbor)];
  throw new Error('unsupported');
}

/**
 * A model of pagefind's client (pagefind_web 1.x): a query word loads only the chunk whose range holds it, and its
 * search matches every loaded word that starts with the word's "stem" (here: the word without a final `s`), scoring a
 * page by how many matching words it has.
 */
function fakePagefind(chunks: Record<string, Record<string, string[]>>) {
  const list: IndexChunk[] = Object.keys(chunks).map((hash) => {
    const words = Object.keys(chunks[hash]).sort(compareWords);
    return {from: words[0], to: words.at(-1)!, hash};
  });
  const loaded = new Set<string>();
  const load = (query: string) => {
    for (const word of query.split(' ')) {
      const chunk = list.find((c) => compareWords(c.from, word) <= 0 && compareWords(word, c.to) <= 0);
      if (chunk) loaded.add(chunk.hash);
    }
  };
  return {
    list,
    loaded,
    preload: async (query: string) => load(query),
    search: async (query: string) => {
      load(query);
      const stem = query.replace(/s$/, '');
      const score = new Map<string, number>();
      for (const hash of loaded)
        for (const [word, pages] of Object.entries(chunks[hash]))
          if (word.startsWith(stem)) for (const p of pages) score.set(p, (score.get(p) ?? 0) + 1);
      return {
        results: [...score].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id, n]) => ({id, score: n})),
      };
    },
  };
}

// `secret` and `secrets` are in one chunk, `secretsmanager` in the next: a search of `secrets` loads only the first.
const INDEX = {
  c1: {apple: ['p9'], secret: ['vault'], secrets: ['functions']},
  c2: {secretsmanager: ['keys'], secretstore: ['keys'], zebra: ['p9']},
};

const ids = (answer: {results: readonly {id?: string}[]} | null) => answer?.results.map((r) => r.id);

describe('wholeWordsIndex: results that do not depend on earlier searches', () => {
  it("pagefind's own answer depends on which chunks earlier searches loaded (the model of the bug)", async () => {
    const fresh = fakePagefind(INDEX);
    const before = ids(await fresh.search('secrets'));
    const after = fakePagefind(INDEX);
    await after.search('secretstore');
    expect(ids(await after.search('secrets'))).not.toEqual(before);
  });

  it('answers a query the same way on a fresh index and after other searches', async () => {
    const fresh = fakePagefind(INDEX);
    const first = ids(await wholeWordsIndex(fresh, fresh.list).search('secrets'));
    const used = fakePagefind(INDEX);
    const index = wholeWordsIndex(used, used.list);
    await index.search('zebra');
    await index.search('secretstore');
    expect(ids(await index.search('secrets'))).toEqual(first);
    // The extension in the next chunk counts from the first search on.
    expect(first).toEqual(['keys', 'functions', 'vault']);
    expect(fresh.loaded).toEqual(new Set(['c1', 'c2']));
  });
});

describe('pagefindChunks helpers', () => {
  it('orders results whose scores differ only in the last digits by page id, whatever order they came in', () => {
    const a = {id: 'en_b', score: 23.695491};
    const b = {id: 'en_a', score: 23.695482};
    const c = {id: 'en_c', score: 30};
    expect(byScore([a, b, c]).map((r) => r.id)).toEqual(['en_c', 'en_a', 'en_b']);
    expect(byScore([c, b, a]).map((r) => r.id)).toEqual(['en_c', 'en_a', 'en_b']);
    expect(
      byScore([
        {id: 'en_a', score: 1},
        {id: 'en_b', score: 2},
      ]).map((r) => r.id),
    ).toEqual(['en_b', 'en_a']);
  });

  it('decodes the CBOR of a meta index and lists its chunks', () => {
    const meta = cbor([
      '1.6.0',
      [['p', 3, '']],
      [
        ['0', 'b', 'en_1'],
        ['c', 'zz', 'en_2'],
      ],
      [],
      [],
    ]);
    const file = new Uint8Array([...new TextEncoder().encode('pagefind_dcd'), ...meta]);
    expect(indexChunksOfMeta(file)).toEqual([
      {from: '0', to: 'b', hash: 'en_1'},
      {from: 'c', to: 'zz', hash: 'en_2'},
    ]);
    expect(decodeCbor(new Uint8Array(cbor([300, 'é', []])))).toEqual([300, 'é', []]);
    expect(() => indexChunksOfMeta(new Uint8Array(meta))).toThrow(/signature/);
  });

  it("picks pagefind's language index: the page's, its primary subtag, else the largest", () => {
    const languages = {en: {hash: 'en_1', page_count: 10}, fr: {hash: 'fr_1', page_count: 2}};
    expect(indexHashFor(languages, 'fr')).toBe('fr_1');
    expect(indexHashFor(languages, 'en-gb')).toBe('en_1');
    expect(indexHashFor(languages, 'unknown')).toBe('en_1');
  });

  it("turns a query into pagefind's words", () => {
    expect(pagefindWords('How do I add a “column”? signInWithOtp() user_id Café')).toEqual([
      'how',
      'do',
      'i',
      'add',
      'a',
      'column',
      'signinwithotp',
      'user_id',
      'cafe',
    ]);
  });

  it('keeps what every English stem of a word keeps', () => {
    expect(stemKeeps('database')).toBe(3); // databas: R1 starts after `dat`
    expect(stemKeeps('store')).toBe(4); // store
    expect(stemKeeps('cry')).toBe(2); // cri
    expect(stemKeeps('in')).toBe(2); // not stemmed
    expect(stemKeeps('dying')).toBe(1); // die
    expect(stemKeeps('rls')).toBe(3);
    expect(stemKeeps('authentication')).toBe(3); // authent (the first vowel alone kept 1)
    expect(stemKeeps('player')).toBe(4); // player: a `y` after a vowel is a consonant, R1 starts after `play`
  });

  it('never keeps more than the Snowball English stem of a word begins with', () => {
    // Words and their stems by the Snowball English algorithm (the stemmer pagefind runs), through each step that
    // shortens a word: 1a (`ies`, `sses`, `s`), 1b (`ed`, `ing`, undoubling, an added `e`), 1c (`y` → `i`), 2 to 5
    // (R1 and R2 suffixes), the exceptions, and a `y` marked as a consonant.
    const stems: Record<string, string> = {
      cries: 'cri',
      cried: 'cri',
      ties: 'tie',
      caresses: 'caress',
      secrets: 'secret',
      policies: 'polici',
      hopping: 'hop',
      hoping: 'hope',
      fitting: 'fit',
      running: 'run',
      agreed: 'agre',
      controlling: 'control',
      happiness: 'happi',
      relational: 'relat',
      conditional: 'condit',
      authentication: 'authent',
      connection: 'connect',
      generously: 'generous',
      database: 'databas',
      player: 'player',
      skies: 'sky',
      skis: 'ski',
      dying: 'die',
      ugly: 'ugli',
      early: 'earli',
      only: 'onli',
      idly: 'idl',
      cry: 'cri',
    };
    for (const [word, stem] of Object.entries(stems))
      expect([word, stem.startsWith(word.slice(0, stemKeeps(word)))]).toEqual([word, true]);
  });

  it('lists every chunk holding a word that starts like the stem, and the chunks of its shorter starts', () => {
    const chunks: IndexChunk[] = [
      {from: 'a', to: 'd', hash: '1'},
      {from: 'da', to: 'datab', hash: '2'},
      {from: 'databas', to: 'database', hash: '3'},
      {from: 'databases', to: 'dz', hash: '4'},
      {from: 'e', to: 'z', hash: '5'},
    ];
    expect(chunksForWord('database', chunks).map((c) => c.hash)).toEqual(['1', '2', '3', '4']);
    expect(chunksForWord('zebra', chunks).map((c) => c.hash)).toEqual(['5']);
  });
});
