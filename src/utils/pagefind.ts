import type {PagefindResultData} from './searchResults';
import {loadIndexChunks, wholeWordsIndex} from './pagefindChunks';

interface PagefindResult {
  readonly id: string;
  readonly score: number;
  readonly data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  search: (
    query: string,
    options?: {filters?: Record<string, string>},
  ) => Promise<{results: readonly PagefindResult[]} | null>;
  preload: (query: string) => Promise<void>;
  init?: () => Promise<void>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads the search index's client, which `pagefind` writes into the build at
 * /pagefind/ (served by the site itself: nothing is fetched from elsewhere). Kept
 * out of the bundle: the bundler must not try to resolve a file that exists only
 * after the build. Its searches load every index chunk a query may read first
 * (wholeWordsIndex), so a query's results do not depend on earlier searches.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (pf) => {
      await pf.init?.();
      const {chunks, includeCharacters} = await loadIndexChunks(
        async (file) => {
          const response = await fetch(`${baseUrl}pagefind/${file}`);
          if (!response.ok) throw new Error(`pagefind/${file}: HTTP ${response.status}`);
          return new Uint8Array(await response.arrayBuffer());
        },
        // The language pagefind itself reads to pick its index.
        (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase(),
      );
      return wholeWordsIndex(pf, chunks, includeCharacters) as Pagefind;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
