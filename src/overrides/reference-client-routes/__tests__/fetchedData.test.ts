import {
  dataAssetName,
  dataChunkNames,
  dataModuleFileName,
  dataModuleRequests,
  dataModuleSource,
  dataPrefetchMap,
} from '../fetchedData';

describe('reference data fetched as JSON', () => {
  it('finds each version data module the registry imports, once', () => {
    const registry = `export default {
  "a1": [() => import(/* webpackChunkName: "a1" */ "@site/reference/cli/generated/_data/page.json"), "@site/reference/cli/generated/_data/page.json", require.resolveWeak("@site/reference/cli/generated/_data/page.json")],
  "b2": [() => import("@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"), "@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"],
  "c3": [() => import("@site/docs/guides/auth.mdx"), "@site/docs/guides/auth.mdx"],
};`;
    expect(dataModuleRequests(registry)).toEqual([
      '@site/reference/cli/generated/_data/page.json',
      '@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json',
    ]);
  });

  it("maps each data module's chunk to the data file it fetches, for the route prefetch", () => {
    const registry = `export default {
  "109c6fc9": [() => import(/* webpackChunkName: "109c6fc9" */ "@site/reference/javascript/generated/_data/page.json"), "@site/reference/javascript/generated/_data/page.json", require.resolveWeak("@site/reference/javascript/generated/_data/page.json")],
  "26705109": [() => import("@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"), "@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"],
  "c3": [() => import(/* webpackChunkName: "c3" */ "@site/docs/guides/auth.mdx"), "@site/docs/guides/auth.mdx"],
};`;
    expect([...dataChunkNames(registry)]).toEqual([
      ['@site/reference/javascript/generated/_data/page.json', '109c6fc9'],
      ['@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json', '26705109'],
    ]);
    const urls = new Map([
      ['@site/reference/javascript/generated/_data/page.json', '/assets/reference/aaaa.json'],
      ['@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json', '/assets/reference/bbbb.json'],
    ]);
    expect(dataPrefetchMap(registry, urls)).toEqual({
      '109c6fc9': '/assets/reference/aaaa.json',
      '26705109': '/assets/reference/bbbb.json',
    });
    urls.delete('@site/reference/javascript/generated/_data/page.json');
    expect(() => dataPrefetchMap(registry, urls)).toThrow(/reference\/javascript\/generated\/_data\/page\.json/);
  });

  it('names a data file by its content', () => {
    const a = dataAssetName('{"menuId":"reference_cli"}');
    expect(a).toMatch(/^assets\/reference\/[0-9a-f]{16}\.json$/);
    expect(dataAssetName(Buffer.from('{"menuId":"reference_cli"}'))).toBe(a);
    expect(dataAssetName('{"menuId":"reference_api"}')).not.toBe(a);
  });

  it('names the module standing in for a data module after that module, the same whatever the data holds', () => {
    expect(dataModuleFileName('@site/reference/cli/generated/_data/page.json')).toBe('reference_cli');
    expect(dataModuleFileName('@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json')).toBe(
      'reference_javascript_versioned_docs_version_v1',
    );
  });

  it('writes a module that exports the fetched data, and fails with the address on an HTTP error', async () => {
    const source = dataModuleSource('/assets/reference/0123456789abcdef.json');
    // Run the module's body as an async function: `export default await x` becomes `return await x`.
    const body = source.replace('export default', 'return');
    const run = (fetchImpl: (url: string) => Promise<unknown>) =>
      new Function('fetch', `return (async () => {${body}})();`)(fetchImpl) as Promise<unknown>;
    const requested: string[] = [];
    await expect(
      run(async (url) => {
        requested.push(url);
        return {ok: true, status: 200, json: async () => ({menuId: 'reference_cli'})};
      }),
    ).resolves.toEqual({menuId: 'reference_cli'});
    expect(requested).toEqual(['/assets/reference/0123456789abcdef.json']);
    await expect(run(async () => ({ok: false, status: 404}))).rejects.toThrow(
      'Could not load the reference data /assets/reference/0123456789abcdef.json: HTTP 404',
    );
  });
});
