/**
 * Pure rules for what a search query means: synonyms, spelling correction and whether a result really matches.
 *
 * The index (pagefind) matches by prefix and, when a word has no match, by ever shorter prefixes of it: a random
 * string such as `asdfghjkl` "matches" every page containing `as`. These rules tell such matches from real ones
 * using the words the index marked in each excerpt.
 */
import {FILLER_WORDS} from '../data/searchFillerWords';
import type {Synonym} from '../data/searchSynonyms';

export type {Synonym};

/**
 * Words that say nothing about what the reader looks for (`how do I reset a password`), from FILLER_WORDS: left out
 * when titles and headings are compared with a query, never highlighted in excerpts, and dropped when a question is
 * asked again (meaningfulQuery).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(Object.values(FILLER_WORDS).flat());

/**
 * An excerpt with the marks on stop words taken off (`how <mark>to</mark> reset` → `how to reset`): the index marks
 * every word of the query it found, but a highlighted "to" only hides the words that matter. Given the query, a mark
 * that none of its meaningful words makes is taken off too: the index matches a short word by prefix and marks
 * `toml` for `to`.
 */
export function unmarkStopWords(excerptHtml: string, query?: string): string {
  const meaningful = (query ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalizeWord)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
  return excerptHtml.replace(/<mark>([^<]*)<\/mark>/g, (whole, text: string) => {
    if (STOP_WORDS.has(normalizeWord(text))) return text;
    if (meaningful.length === 0) return whole;
    const parts = markedWords(whole);
    const made = parts.some((part) => meaningful.some((w) => (w.length < 3 ? part === w : markMatches(part, w))));
    return made ? whole : text;
  });
}

/** Lower case, letters and digits only: how query words and marked words are compared. */
function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** The words of a query that carry meaning: split on spaces and punctuation, each at least 3 characters. */
export function contentWords(query: string): string[] {
  return query
    .split(/[\s.,;:()[\]{}'"`/\\|!?_-]+/)
    .map(normalizeWord)
    .filter((w) => w.length >= 3);
}

/** The text of each `<mark>` in an excerpt, normalised. */
export function markedWords(excerptHtml: string): string[] {
  const words: string[] = [];
  for (const m of excerptHtml.matchAll(/<mark>([\s\S]*?)<\/mark>/g)) {
    // A mark covers a whole indexed token, punctuation included (`supabase.auth.signInWithOtp(credentials).`).
    for (const part of m[1].split(/[^\p{L}\p{N}]+/u)) {
      const w = normalizeWord(part);
      if (w) words.push(w);
    }
  }
  return words;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether a marked word is a match for a query word: the same word, a longer word it starts (the reader is still
 * typing), or a word sharing its stem (`security` / `securing`, `policy` / `policies`). A mark that shares only a
 * short prefix (`as` for `asdfghjkl`, `real` for `realtimes…`) is the index backing off, not a match.
 */
export function markMatches(mark: string, word: string): boolean {
  if (mark.startsWith(word)) return true;
  const shared = commonPrefix(mark, word);
  return shared >= Math.max(3, word.length - 3) && shared >= Math.min(mark.length, word.length) - 3;
}

/** A result matches a query when at least one of the query's content words is marked in its excerpts. */
export function excerptsMatch(excerpts: readonly string[], words: readonly string[]): boolean {
  if (words.length === 0) return excerpts.some((e) => e.includes('<mark>'));
  const marks = excerpts.flatMap(markedWords);
  return words.some((w) => marks.some((m) => markMatches(m, w)));
}

/** Text as a run of lower-case words: tags and entities out, punctuation as spaces (`"s0"` → `s0`). */
function plainWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** The fewest words a query needs for its words in a row on a page to say the page quotes it (see quotesQuery). */
const QUOTED_WORDS = 3;

/**
 * Whether an excerpt holds the query's words in a row, as written (case and punctuation aside): the page quotes
 * it. A message pasted from an error (`Max client connections reached`, `must be superuser`) is answered by the page
 * that quotes and explains it; the index matches the words one by one, anywhere on a page. Queries of fewer than
 * QUOTED_WORDS words never count (two words in a row are too common).
 */
export function quotesQuery(excerpts: readonly string[], query: string): boolean {
  const q = plainWords(query);
  if (q.split(' ').length < QUOTED_WORDS) return false;
  return excerpts.some((e) => ` ${plainWords(e)} `.includes(` ${q} `));
}

/** Whether a query word was found as itself (or as the start of a longer word) in any excerpt. */
export function foundExactly(excerpts: readonly string[], word: string): boolean {
  return excerpts.flatMap(markedWords).some((m) => m.startsWith(word));
}

const expansionOf = (s: Synonym) => (typeof s === 'string' ? s : s.expand);
const normalQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

/** The longest synonyms key among the words from `i` on (a phrase of up to 4 words, or one word), or null. */
function keyAt(words: readonly string[], i: number, synonyms: Readonly<Record<string, Synonym>>): string | null {
  for (let n = Math.min(4, words.length - i); n >= 1; n--) {
    const phrase = words.slice(i, i + n).join(' ');
    if (Object.hasOwn(synonyms, phrase)) return phrase;
  }
  return null;
}

/**
 * The expansion of a query from the synonyms list, or null: the whole query's, else the query with each phrase
 * or word that is a key replaced by its expansion (longest phrases first: `what is the anon key` → `what is the
 * API Keys …`).
 */
export function expandSynonyms(query: string, synonyms: Readonly<Record<string, Synonym>>): string | null {
  const q = normalQuery(query);
  if (q === '') return null;
  if (Object.hasOwn(synonyms, q)) return expansionOf(synonyms[q]);
  const words = q.split(' ');
  if (words.length < 2) return null;
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length;) {
    const key = keyAt(words, i, synonyms);
    if (key) {
      out.push(expansionOf(synonyms[key]));
      changed = true;
      i += key.split(' ').length;
    } else {
      out.push(words[i]);
      i++;
    }
  }
  return changed ? out.join(' ') : null;
}

/**
 * The page the synonyms list names for the query, if any: for the whole query, or for a phrase of it when the
 * other words are stop words (`what is the anon key`).
 */
export function synonymPage(query: string, synonyms: Readonly<Record<string, Synonym>>): string | undefined {
  const q = normalQuery(query);
  const pageOf = (key: string) => {
    const s = synonyms[key];
    return typeof s === 'object' ? s.page : undefined;
  };
  if (Object.hasOwn(synonyms, q)) return pageOf(q);
  const words = q.split(' ');
  for (let i = 0; i < words.length; i++) {
    const key = keyAt(words, i, synonyms);
    if (!key || !key.includes(' ')) continue;
    const n = key.split(' ').length;
    const rest = [...words.slice(0, i), ...words.slice(i + n)];
    if (rest.every((w) => STOP_WORDS.has(w.replace(/[^\p{L}\p{N}]/gu, '')))) return pageOf(key);
  }
  return undefined;
}

/** Damerau–Levenshtein (optimal string alignment) distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
  }
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return Math.min(rows[a.length][b.length], max + 1);
}

/** How many edits a word of this length may need to count as a misspelling: none below 4 letters, 1 up to 7, then 2. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Words of the site's titles and headings with how often each occurs (written by the build). */
export type Vocabulary = Readonly<Record<string, number>>;

/**
 * The closest vocabulary word to a misspelt one: fewest edits, then the most frequent, then alphabetical.
 * Null when the word is itself in the vocabulary, starts a vocabulary word, or nothing is close enough.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const w = normalizeWord(word);
  const max = allowedEdits(w.length);
  if (max === 0 || vocabulary[w] !== undefined || /\d/.test(w)) return null;
  let best: {word: string; distance: number; count: number} | null = null;
  for (const [candidate, count] of Object.entries(vocabulary)) {
    if (candidate.startsWith(w)) return null;
    if (Math.abs(candidate.length - w.length) > max) continue;
    const distance = editDistance(w, candidate, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
    ) {
      best = {word: candidate, distance, count};
    }
  }
  return best?.word ?? null;
}

/**
 * The query with its misspelt words corrected, or null when nothing changes. `isFound(word)` says whether the
 * index found the word as written; such words are never corrected (they are real, just not in a heading).
 */
export function correctQuery(query: string, vocabulary: Vocabulary, isFound: (word: string) => boolean): string | null {
  let changed = false;
  const corrected = query
    .trim()
    .split(/\s+/)
    .map((part) => {
      const w = normalizeWord(part);
      if (w.length < 4 || isFound(w)) return part;
      const fix = correctWord(w, vocabulary);
      if (!fix) return part;
      changed = true;
      return fix;
    });
  return changed ? corrected.join(' ') : null;
}

/** The vocabulary of a set of titles and headings: normalised words of 3+ letters with their counts. */
export function vocabularyOf(texts: Iterable<string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const text of texts) {
    for (const part of text.split(/[\s.,;:()[\]{}'"`/\\|!?<>=+*&^%$#@~-]+/)) {
      const w = normalizeWord(part);
      if (w.length >= 3 && !/^\d+$/.test(w)) counts[w] = (counts[w] ?? 0) + 1;
    }
  }
  return counts;
}

/** Where the build writes the vocabulary, relative to the site root. */
export const VOCABULARY_FILE = 'search-vocabulary.json';

/**
 * The narrower queries to try when the index finds (almost) nothing for every word of a long query together (it
 * matches all of them): without the words it knows nowhere (`guest` in `guest user login`), then, while three or
 * more are left, each query that leaves out one of them (`link login providers one account` and so on). `counts`
 * is how many pages the index has for each word alone. Empty when the query is too short to narrow.
 */
export function relaxedQueries(words: readonly string[], counts: readonly number[]): string[] {
  const known = words.filter((_, i) => (counts[i] ?? 0) > 0);
  if (known.length === 0) return [];
  const queries: string[] = [];
  if (known.length < words.length) queries.push(known.join(' '));
  if (known.length >= 3) {
    for (let i = 0; i < known.length; i++) queries.push(known.filter((_, j) => j !== i).join(' '));
  }
  return [...new Set(queries)];
}

/**
 * The query without the words that only make it a question or a sentence (STOP_WORDS), for
 * asking the index again when the whole query finds too little: `how long does a session last` → `long session last`.
 * The words keep their order and spelling (`supabase-js` stays whole). Null when no word is left out, or none is left.
 */
export function meaningfulQuery(query: string): string | null {
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const kept = parts.filter((part) => {
    const w = normalizeWord(part);
    return w !== '' && !STOP_WORDS.has(w);
  });
  return kept.length > 0 && kept.length < parts.length ? kept.join(' ') : null;
}

/**
 * The query without the words the index does not know (`isKnown` false for each of the word's content words:
 * `self host supabase on a vps` → `self host supabase on a`), keeping order and spelling. Null when no word is left
 * out, or when no meaningful word (not a stop word) would be left: a query of unknown words finds nothing.
 */
export function withoutUnknownWords(query: string, isKnown: (word: string) => boolean): string | null {
  const parts = query.trim().split(/\s+/).filter(Boolean);
  const kept = parts.filter((part) => {
    const ws = contentWords(part);
    return ws.length === 0 || ws.some(isKnown);
  });
  if (kept.length === parts.length) return null;
  const meaningful = kept.some((part) => contentWords(part).some((w) => !STOP_WORDS.has(w)));
  return meaningful ? kept.join(' ') : null;
}

/**
 * The queries that find the pages holding the most of a long query's words, for when even the narrower queries
 * (relaxedQueries) find (almost) nothing: no page holds every word but one (`return only the first ten rows sorted by
 * creation date descending`). `pagesOf[i]` lists the pages (any id) the index has for `words[i]` alone. Each page
 * counts the words it holds, each weighing `weightOf(word)` (rarer words more); the word sets of the best pages, best
 * first (then the set more pages hold), are asked as queries in the query's order, at most `count`. A part of a set
 * asked before is asked too: the pages that hold just that part are the next best (the best set may be the one page
 * the query already found). Empty when no page holds any word.
 */
export function bestCoverageQueries(
  words: readonly string[],
  pagesOf: readonly (readonly string[])[],
  weightOf: (word: string) => number,
  count: number,
): string[] {
  const held = new Map<string, Set<number>>();
  words.forEach((_, i) => {
    for (const page of pagesOf[i] ?? []) {
      const set = held.get(page) ?? new Set<number>();
      set.add(i);
      held.set(page, set);
    }
  });
  // One entry per word set: its weight and how many pages hold exactly it.
  const sets = new Map<string, {indices: number[]; weight: number; pages: number}>();
  for (const indices of held.values()) {
    const sorted = [...indices].sort((a, b) => a - b);
    const key = sorted.join(' ');
    const entry = sets.get(key) ?? {
      indices: sorted,
      weight: sorted.reduce((s, i) => s + weightOf(words[i]), 0),
      pages: 0,
    };
    entry.pages++;
    sets.set(key, entry);
  }
  return [...sets.values()]
    .sort((a, b) => b.weight - a.weight || b.pages - a.pages)
    .slice(0, count)
    .map(({indices}) => indices.map((i) => words[i]).join(' '));
}
