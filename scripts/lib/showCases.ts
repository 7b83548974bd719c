import type {RelevanceCase} from '../../test/searchRelevance';

/**
 * The cases the scorer's `--show` names: every case of every set with one of those queries (a query in two sets is
 * shown once per case), in the sets' order. A query no case has is an error (a typo would otherwise show nothing).
 */
export function casesToShow(
  sets: Readonly<Record<string, readonly RelevanceCase[]>>,
  queries: readonly string[],
): RelevanceCase[] {
  const all = Object.values(sets).flat();
  const missing = queries.filter((q) => !all.some((c) => c.query === q));
  if (missing.length) throw new Error(`--show: no case has the query ${missing.map((q) => `"${q}"`).join(', ')}`);
  const wanted = new Set(queries);
  return all.filter((c) => wanted.has(c.query));
}
