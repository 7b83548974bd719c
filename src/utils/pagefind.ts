import type {PagefindResultData} from './searchResults';

interface PagefindResult {
  readonly id: string;
  readonly data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  search: (
    query: string,
    options?: {filters?: Record<string, string>},
  ) => Promise<{results: readonly PagefindResult[]} | null>;
  init?: () => Promise<void>;
}

let loading: Promise<Pagefind> | null = null;

/**
 * Loads the search index's client, which `pagefind` writes into the build at
 * /pagefind/ (served by the site itself: nothing is fetched from elsewhere). Kept
 * out of the bundle: the bundler must not try to resolve a file that exists only
 * after the build.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`) as Promise<Pagefind>).then(
    async (pf) => {
      await pf.init?.();
      return pf;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
