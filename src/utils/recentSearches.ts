/** Pure rules for the reader's recent searches, kept in their browser only. */

export const RECENT_SEARCHES_KEY = 'docs-portal:recent-searches';
const MAX_RECENT_SEARCHES = 5;

/** The list after a search was used: newest first, no repeats (ignoring case), at most `max`. */
export function addRecentSearch(list: readonly string[], query: string, max = MAX_RECENT_SEARCHES): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (q === '') return [...list];
  return [q, ...list.filter((item) => item.toLowerCase() !== q.toLowerCase())].slice(0, max);
}

/** Reads a stored list, ignoring anything that is not a list of strings (another version's data, a hand edit). */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}
