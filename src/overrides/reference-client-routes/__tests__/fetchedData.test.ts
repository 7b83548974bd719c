import {dataAssetName, dataChunks, dataModuleSource, dataFileByVersion} from '../fetchedData';

describe('reference data fetched as JSON', () => {
  it('finds each version data module the registry imports, with its chunk name', () => {
    const registry = `export default {
  "a1": [() => import(/* webpackChunkName: "a1" */ "@site/reference/cli/generated/_data/page.json"), "@site/reference/cli/generated/_data/page.json", require.resolveWeak("@site/reference/cli/generated/_data/page.json")],
  "b2": [() => import("@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"), "@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"],
  "c3": [() => import("@site/docs/guides/auth.mdx"), "@site/docs/guides/auth.mdx"],
};`;
    expect(dataChunks(registry)).toEqual([
      ['a1', '@site/reference/cli/generated/_data/page.json'],
      ['b2', '@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json'],
    ]);
  });

  it("maps each version's base path to the data file its routes fetch, for the prefetch", () => {
    const registry = `export default {
  "109c6fc9": [() => import(/* webpackChunkName: "109c6fc9" */ "@site/reference/javascript/generated/_data/page.json"), "@site/reference/javascript/generated/_data/page.json", require.resolveWeak("@site/reference/javascript/generated/_data/page.json")],
  "26705109": [() => import("@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"), "@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json"],
  "c3": [() => import(/* webpackChunkName: "c3" */ "@site/docs/guides/auth.mdx"), "@site/docs/guides/auth.mdx"],
};`;
    expect(dataChunks(registry)).toEqual([
      ['109c6fc9', '@site/reference/javascript/generated/_data/page.json'],
      ['26705109', '@site/reference_javascript_versioned_docs/version-v1/generated/_data/page.json'],
    ]);
    const urls = new Map([
      ['109c6fc9', '/assets/reference/aaaa.json'],
      ['26705109', '/assets/reference/bbbb.json'],
    ]);
    const group = (base: string, path: string) => ({
      base,
      sidebar: 's',
      collapsedPath: `${base}/:slug(x)`,
      keep: {path, hash: 'h'},
      remove: [],
    });
    const plan = {
      groups: [
        group('/reference/javascript', '/reference/javascript/select'),
        group('/reference/javascript/v1', '/reference/javascript/v1/select'),
      ],
    };
    const chunkNames = {
      '/reference/javascript/select-h': {__comp: 'd050bc69', page: '109c6fc9'},
      '/reference/javascript/v1/select-h': {__comp: 'd050bc69', page: '26705109'},
    };
    expect(dataFileByVersion(plan, chunkNames, urls)).toEqual({
      '/reference/javascript': '/assets/reference/aaaa.json',
      '/reference/javascript/v1': '/assets/reference/bbbb.json',
    });
    urls.delete('109c6fc9');
    expect(() => dataFileByVersion(plan, chunkNames, urls)).toThrow(
      'The reference route /reference/javascript/select has no data file among its chunks (d050bc69,109c6fc9).',
    );
  });

  it('names a data file by its content', () => {
    const a = dataAssetName('{"menuId":"reference_cli"}');
    expect(a).toMatch(/^assets\/reference\/[0-9a-f]{16}\.json$/);
    expect(dataAssetName(Buffer.from('{"menuId":"reference_cli"}'))).toBe(a);
    expect(dataAssetName('{"menuId":"reference_api"}')).not.toBe(a);
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
