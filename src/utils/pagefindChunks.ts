/**
 * Searches whose answer does not depend on the searches made before them.
 *
 * Pagefind splits its word index into chunks (ranges of words, `from`–`to`) and, for each word of a query, loads only
 * the chunk whose range holds the word as typed. Its search then matches the word's stem against every word of every
 * chunk loaded so far: words that extend the stem (`secret` → `secrets`, `secretkey`) count, with a score that depends
 * on how many there are. An extension kept in another chunk (the next one, or the one before when the stem sorts
 * before the typed word: `database` → `databas`) is seen only if an earlier search happened to load that chunk. So
 * the same query, on the same page, listed other results and in another order after other searches (the dialog after
 * 130 queries, the offline scorer with a fresh index: 9 of 410 lists differed), and two searches of one query run at
 * once could each see the other's chunks or not, by timing.
 *
 * `wholeWordsIndex` loads, before each search, every chunk that may hold a word the query's words can match: then
 * what else is loaded changes nothing (but the order of pages whose scores tie to the last digits: see byScore). The stem is pagefind's (Snowball English, in its WebAssembly); it is not
 * computed here: `stemKeeps` is how much of a word every English stem of it keeps, so the chunks of all words that
 * start with that much are loaded (a few more than the stem needs, never fewer).
 */

/** One chunk of the word index: the first and last word it holds, and its file's hash. */
export interface IndexChunk {
  readonly from: string;
  readonly to: string;
  readonly hash: string;
}

/** An answer of pagefind's search: its results, each with the page's id and its score. */
type ScoredAnswer = {readonly results: readonly {readonly id?: string; readonly score?: number}[]} | null;

/** The part of pagefind's client this needs: its search, and `preload`, which loads the chunks a query needs. */
interface ChunkedIndex<R extends ScoredAnswer> {
  search: (query: string, options?: {filters?: Record<string, string>}) => Promise<R>;
  preload: (query: string) => Promise<void>;
}

/** Scores this close are one score (see byScore). */
const SCORE_STEP = 1e-4;

/**
 * Results by score, equal scores by page id. Pagefind adds up a page's word scores in the order its word map yields
 * the words, which depends on what was loaded before: two pages that tie come back as 23.69549 and 23.69548 in one
 * order or the other. Rounded to SCORE_STEP, such ties are ties, and the id orders them the same way every time.
 */
export function byScore<T extends {readonly id?: string; readonly score?: number}>(results: readonly T[]): T[] {
  const rounded = (r: T) => Math.round((r.score ?? 0) / SCORE_STEP);
  return [...results].sort(
    (a, b) => rounded(b) - rounded(a) || ((a.id ?? '') < (b.id ?? '') ? -1 : a.id === b.id ? 0 : 1),
  );
}

/** Decodes the CBOR pagefind writes its meta index in (integers, strings, byte strings, arrays, maps, simple values). */
export function decodeCbor(bytes: Uint8Array): unknown {
  let at = 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder();
  const length = (info: number): number => {
    if (info < 24) return info;
    if (info === 24) return bytes[at++];
    if (info === 25) return ((at += 2), view.getUint16(at - 2));
    if (info === 26) return ((at += 4), view.getUint32(at - 4));
    if (info === 27) return ((at += 8), Number(view.getBigUint64(at - 8)));
    if (info === 31) return -1;
    throw new Error(`CBOR: unsupported length ${info} at ${at}`);
  };
  const item = (): unknown => {
    if (at >= bytes.length) throw new Error('CBOR: unexpected end');
    const head = bytes[at++];
    const major = head >> 5;
    const info = head & 31;
    if (major === 7) {
      if (info === 20) return false;
      if (info === 21) return true;
      if (info === 22 || info === 23) return null;
      if (info === 26) return ((at += 4), view.getFloat32(at - 4));
      if (info === 27) return ((at += 8), view.getFloat64(at - 8));
      throw new Error(`CBOR: unsupported simple value ${info}`);
    }
    const n = length(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
      case 3: {
        if (n < 0) throw new Error('CBOR: indefinite strings are not supported');
        const slice = bytes.subarray(at, (at += n));
        return major === 3 ? text.decode(slice) : slice;
      }
      case 4: {
        const list: unknown[] = [];
        if (n < 0) {
          while (bytes[at] !== 0xff) list.push(item());
          at++;
        } else for (let i = 0; i < n; i++) list.push(item());
        return list;
      }
      case 5: {
        const map = new Map<unknown, unknown>();
        for (let i = 0; n < 0 ? bytes[at] !== 0xff : i < n; i++) map.set(item(), item());
        if (n < 0) at++;
        return map;
      }
      default:
        throw new Error(`CBOR: unsupported major type ${major}`);
    }
  };
  return item();
}

const SIGNATURE = 'pagefind_dcd';

/**
 * The word-index chunks listed in a decompressed `pagefind.<hash>.pf_meta` file (signature, then CBOR:
 * `[version, pages, [[from, to, hash], …], filters, sorts, …]`).
 */
export function indexChunksOfMeta(decompressed: Uint8Array): IndexChunk[] {
  if (new TextDecoder().decode(decompressed.subarray(0, SIGNATURE.length)) !== SIGNATURE)
    throw new Error('pagefind meta: missing signature');
  const meta = decodeCbor(decompressed.subarray(SIGNATURE.length));
  const chunks = Array.isArray(meta) ? meta[2] : undefined;
  if (
    !Array.isArray(chunks) ||
    !chunks.every((c) => Array.isArray(c) && c.length >= 3 && c.slice(0, 3).every((s) => typeof s === 'string'))
  )
    throw new Error('pagefind meta: no list of index chunks where version 1.x keeps it');
  return (chunks as string[][]).map(([from, to, hash]) => ({from, to, hash}));
}

/**
 * The language index pagefind picks (its `findIndex`): the page's language, else its primary subtag, else the
 * language with the most pages.
 */
export function indexHashFor(
  languages: Readonly<Record<string, {readonly hash: string; readonly page_count?: number}>>,
  language: string,
): string | undefined {
  const entry =
    languages[language] ??
    languages[language.split('-')[0]] ??
    Object.values(languages).sort((a, b) => (b.page_count ?? 0) - (a.page_count ?? 0))[0];
  return entry?.hash;
}

/** Strings in the order pagefind's Rust compares them (UTF-8 bytes, that is code points). */
export function compareWords(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i].codePointAt(0) ?? 0) - (y[i].codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * A query as pagefind's client turns it into words before it asks the index (`search` in pagefind.js 1.x):
 * punctuation dropped (but the characters the index keeps, `_`), lower case, diacritics removed.
 */
export function pagefindWords(query: string, includeCharacters: readonly string[] = ['_']): string[] {
  let kept = '';
  for (const char of query) {
    if (includeCharacters.includes(char)) kept += char;
    else if (!/^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u.test(char)) kept += char.toLocaleLowerCase();
  }
  return kept
    .replace(/\s{2,}/g, ' ')
    .trim()
    .split(' ')
    .map((w) => w.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, ''))
    .filter((w) => w.length > 0);
}

/** English words whose Snowball stem changes a letter before their first vowel (the stemmer's exceptions). */
const IRREGULAR = new Set(['skis', 'skies', 'dying', 'lying', 'tying']);

/** Snowball's `y` marking: a `y` at the start or after a vowel is a consonant; every other `y` is a vowel. */
function isVowelAt(letters: readonly string[], i: number, vowelBefore: boolean): boolean {
  const c = letters[i];
  if (c === 'y') return i > 0 && !vowelBefore;
  return 'aeiou'.includes(c);
}

/**
 * Where Snowball English's region R1 starts: after the first non-vowel that follows a vowel (the word's length if
 * none). The stemmer's steps 2 to 5 remove or replace only suffixes inside R1. Its exceptions that move R1 later
 * (`gener`, `commun`, `arsen`) are left out: an earlier start keeps fewer letters, never too many.
 */
function regionOneStart(letters: readonly string[]): number {
  let vowelBefore = false;
  for (let i = 0; i < letters.length; i++) {
    const vowel = isVowelAt(letters, i, vowelBefore);
    if (!vowel && vowelBefore) return i + 1;
    vowelBefore = vowel;
  }
  return letters.length;
}

/** Endings step 1b of Snowball English may remove (`eed`, `eedly` only shorten to `ee`), longest first. */
const STEP_1B = ['eedly', 'ingly', 'edly', 'eed', 'ing', 'ed'];

/**
 * How many leading letters steps 1a to 1c of Snowball English leave as they are, at least: step 1a drops at most two
 * letters (`sses` → `ss`, `ies` → `i`, `s`) when the word ends in `s` or `ied`; step 1b then removes an ending of
 * STEP_1B and undoubles the letter before it; step 1c may turn the last letter (`y`) into `i`. Every outcome of step
 * 1a is tried, so the count holds whichever applies.
 */
function tailKeeps(word: string): number {
  const letters = Array.from(word);
  const afterOneA = word.endsWith('s') || word.endsWith('ied') ? [letters.length - 2, letters.length - 1] : [];
  let keeps = letters.length;
  for (const length of [letters.length, ...afterOneA]) {
    const part = letters.slice(0, length).join('');
    const ending = STEP_1B.find((e) => part.endsWith(e));
    keeps = Math.min(keeps, length - (ending ? ending.length + 1 : 0) - 1);
  }
  return keeps;
}

/**
 * How many leading characters of a word every Snowball English stem of it keeps as they are (pagefind stems with
 * Snowball English). Words of one or two letters are not stemmed. Otherwise the letters through the first vowel stay
 * (before it when that vowel is a `y`: a final `y` becomes `i`; the exceptions `skies` … `tying` keep one), and so do
 * the letters before R1 that steps 1a to 1c leave alone (tailKeeps): steps 2 to 5 change only R1. The larger of the
 * two counts holds, as each does.
 */
export function stemKeeps(word: string): number {
  const letters = Array.from(word);
  if (letters.length <= 2) return letters.length;
  const vowel = letters.findIndex((c) => 'aeiouy'.includes(c));
  if (vowel < 0) return letters.length;
  const throughVowel = IRREGULAR.has(word) ? 1 : Math.max(1, letters[vowel] === 'y' ? vowel : vowel + 1);
  return Math.max(throughVowel, Math.min(regionOneStart(letters), tailKeeps(word)));
}

/**
 * The chunks a search of `word` may read: every chunk holding a word that starts with what its stem keeps
 * (`stemKeeps`; the stem's extensions are among them), and the chunk holding each shorter start of the word (pagefind
 * falls back to the longest indexed word that begins the stem when nothing extends it).
 */
export function chunksForWord(word: string, chunks: readonly IndexChunk[]): IndexChunk[] {
  const letters = Array.from(word);
  const kept = letters.slice(0, stemKeeps(word)).join('');
  const needed = new Set<IndexChunk>();
  for (const chunk of chunks)
    if (compareWords(chunk.to, kept) >= 0 && (compareWords(chunk.from, kept) <= 0 || chunk.from.startsWith(kept)))
      needed.add(chunk);
  for (let n = 1; n <= letters.length; n++) {
    const start = letters.slice(0, n).join('');
    const holder = chunks.find((c) => compareWords(c.from, start) <= 0 && compareWords(start, c.to) <= 0);
    if (holder) needed.add(holder);
  }
  return chunks.filter((c) => needed.has(c));
}

/**
 * The index with every chunk a query may read loaded before the query is searched (see the file's comment), so its
 * answer is the same whatever was searched before or at the same time. `chunks`: the index's chunk list, in order.
 */
export function wholeWordsIndex<R extends ScoredAnswer, I extends ChunkedIndex<R>>(
  index: I,
  chunks: readonly IndexChunk[],
  includeCharacters?: readonly string[],
): ChunkedIndex<R> {
  return {
    search: async (query, options) => {
      const needed = new Set<IndexChunk>();
      for (const word of pagefindWords(query, includeCharacters))
        for (const chunk of chunksForWord(word, chunks)) needed.add(chunk);
      // Each chunk is loaded by asking for its first word (pagefind loads the chunk whose range holds a word).
      if (needed.size > 0) await index.preload([...needed].map((c) => c.from).join(' '));
      const answer = await index.search(query, options);
      return (answer && {...answer, results: byScore(answer.results)}) as R;
    },
    preload: (query) => index.preload(query),
  };
}

/** Pagefind's files are gzip unless they already start with its signature (as its client decompresses them). */
async function decompressed(bytes: Uint8Array): Promise<Uint8Array> {
  if (new TextDecoder().decode(bytes.subarray(0, SIGNATURE.length)) === SIGNATURE) return bytes;
  const stream = new Blob([Uint8Array.from(bytes)]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The chunk list of the built index: `read(file)` returns a file of the pagefind folder (`pagefind-entry.json`, the
 * meta file of the language pagefind picks for `language`).
 */
export async function loadIndexChunks(
  read: (file: string) => Promise<Uint8Array>,
  language: string,
): Promise<{chunks: IndexChunk[]; includeCharacters: string[]}> {
  const entry = JSON.parse(new TextDecoder().decode(await read('pagefind-entry.json'))) as {
    languages: Record<string, {hash: string; page_count?: number}>;
    include_characters?: string[];
  };
  const hash = indexHashFor(entry.languages, language);
  if (!hash) throw new Error('pagefind: no language index');
  const chunks = indexChunksOfMeta(await decompressed(await read(`pagefind.${hash}.pf_meta`)));
  return {chunks, includeCharacters: entry.include_characters ?? ['_']};
}
