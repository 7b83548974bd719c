/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import routePrefetchPlugin, {writeDataPrefetch} from '..';

describe("the route prefetch's data-file map", () => {
  it('starts every build empty, so a map left by an earlier build is never prefetched', async () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-prefetch-'));
    const context = {generatedFilesDir} as LoadContext;
    // An earlier build with reference-client-routes on filled it.
    writeDataPrefetch(context, {'109c6fc9': '/assets/reference/2a9ab923121d676d.json'});

    await routePrefetchPlugin(context).contentLoaded?.({content: undefined, actions: {} as never});

    const file = path.join(generatedFilesDir, 'route-prefetch/dataPrefetch.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({});
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  });
});
