import {dataFileOf, prefetchLink, withDataPrefetch, type DocusaurusClient} from '../prefetchData';

const FILES = {
  '/reference/javascript': '/assets/reference/aaaa.json',
  '/reference/javascript/v1': '/assets/reference/bbbb.json',
};

/** A stand-in for Docusaurus' client: its prefetch declines (returns false) for the routes in `declined`. */
function stockClient(declined: readonly string[] = []) {
  const prefetched: string[] = [];
  const client: DocusaurusClient = Object.freeze({
    prefetch: (p: string) => {
      prefetched.push(p);
      return declined.includes(p) ? false : Promise.resolve();
    },
    preload: () => Promise.resolve(),
  });
  return {client, prefetched};
}

describe("a reference version's data file, prefetched with a link's route", () => {
  it("finds the route's version by its path without the last segment", () => {
    expect(dataFileOf('/reference/javascript/select', FILES)).toBe('/assets/reference/aaaa.json');
    expect(dataFileOf('/reference/javascript/v1/select#filters', FILES)).toBe('/assets/reference/bbbb.json');
    expect(dataFileOf('/reference/javascript/start/?x=1', FILES)).toBe('/assets/reference/aaaa.json');
    expect(dataFileOf('/guides/auth/passwords', FILES)).toBeUndefined();
    expect(dataFileOf('/reference/javascript', FILES)).toBeUndefined();
  });

  it('asks for each data file once, and still runs the stock prefetch for every route', () => {
    const {client, prefetched} = stockClient();
    const files: string[] = [];
    const wrapped = withDataPrefetch(client, FILES, (url) => files.push(url));
    wrapped.prefetch('/reference/javascript/select');
    wrapped.prefetch('/reference/javascript/insert');
    wrapped.prefetch('/reference/javascript/v1/select');
    wrapped.prefetch('/guides/auth/passwords');
    expect(files).toEqual(['/assets/reference/aaaa.json', '/assets/reference/bbbb.json']);
    expect(prefetched).toEqual([
      '/reference/javascript/select',
      '/reference/javascript/insert',
      '/reference/javascript/v1/select',
      '/guides/auth/passwords',
    ]);
    expect(wrapped.preload).toBe(client.preload);
    expect(Object.isFrozen(wrapped)).toBe(true);
  });

  it('asks for nothing when the stock prefetch declines the route (slow connection, Save-Data, already loaded), and returns its answer', () => {
    const {client} = stockClient(['/reference/javascript/select']);
    const files: string[] = [];
    const wrapped = withDataPrefetch(client, FILES, (url) => files.push(url));
    expect(wrapped.prefetch('/reference/javascript/select')).toBe(false);
    expect(files).toEqual([]);
    // A later route of the same version that the stock prefetch does fetch still brings the file.
    expect(wrapped.prefetch('/reference/javascript/insert')).toBeInstanceOf(Promise);
    expect(files).toEqual(['/assets/reference/aaaa.json']);
  });

  it('prefetches with a link the data module’s fetch reads from the cache', () => {
    prefetchLink('/assets/reference/aaaa.json');
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.getAttribute('href')).toBe('/assets/reference/aaaa.json');
  });
});
