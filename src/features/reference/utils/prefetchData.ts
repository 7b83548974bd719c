/**
 * Prefetches a reference version's data file with the route of a link to it (the data file of each version is a
 * JSON file the browser fetches: src/overrides/reference-client-routes). Public API only: Docusaurus prefetches a link's route chunks when the link comes into view, through its public
 * `window.docusaurus.prefetch`; this wraps that function, so the stock prefetch keeps doing the rest. Without it,
 * following a guide's link to a reference section waited for the data file after the tap (~0.7 s on a slow phone
 * network, with the guide still on screen; `e2e/reference.e2e.ts` bounds it at 500 ms).
 */

/** The client Docusaurus puts on `window` (frozen, so it is replaced, not patched). */
export interface DocusaurusClient {
  prefetch(routePath: string): false | Promise<unknown>;
  preload(routePath: string): false | Promise<unknown>;
}

/** The data file the route at `routePath` reads: its version's, found by the path without its last segment. */
export function dataFileOf(routePath: string, fileByVersion: Readonly<Record<string, string>>): string | undefined {
  const path = routePath.replace(/[?#].*$/, '').replace(/\/$/, '');
  return fileByVersion[path.slice(0, path.lastIndexOf('/'))];
}

/**
 * A client whose prefetch also asks for the route's data file, once per file, and only when the stock prefetch
 * fetches the route: it returns `false` when it declines (a slow or Save-Data connection, a route already fetched or
 * loaded), so Docusaurus' own rule decides for both and is not restated here.
 */
export function withDataPrefetch<Client extends DocusaurusClient>(
  client: Client,
  fileByVersion: Readonly<Record<string, string>>,
  prefetchFile: (url: string) => void,
): Client {
  const asked = new Set<string>();
  return Object.freeze({
    ...client,
    prefetch(routePath: string) {
      const stock = client.prefetch(routePath);
      const file = dataFileOf(routePath, fileByVersion);
      if (stock !== false && file !== undefined && !asked.has(file)) {
        asked.add(file);
        prefetchFile(file);
      }
      return stock;
    },
  });
}

/** `<link rel="prefetch">`: fetched at idle priority into the HTTP cache the data module's fetch then reads. */
export function prefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}
