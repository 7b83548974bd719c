/**
 * Swaps Docusaurus' client prefetch helper (@docusaurus/core/lib/client/docusaurus.js, mounted as
 * window.docusaurus) for docusaurusClient.js in the browser bundle: same prefetch/preload contract, an index
 * of route chunks built once, and viewport prefetches moved to idle time. Measured: on a guide at 4x CPU the
 * stock helper spent 300–500 ms in one task prefetching the links visible after hydration (BENCHMARKS.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules} from '../upstream';

/**
 * The map of data chunks to the data files they fetch, which docusaurusClient.js prefetches with the chunk, in the
 * generated files. This plugin writes it empty before every build; reference-client-routes fills it in the production
 * browser build. (Left from an earlier build, a build with reference-client-routes off prefetched files it no longer
 * emits: 404s.)
 */
const DATA_PREFETCH_FILE = 'route-prefetch/dataPrefetch.json';

export function writeDataPrefetch(context: LoadContext, map: Record<string, string>): void {
  const file = path.join(context.generatedFilesDir, DATA_PREFETCH_FILE);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(map));
}

export default function routePrefetchPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-prefetch',
    async contentLoaded() {
      writeDataPrefetch(context, {});
    },
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      return {
        plugins: replaceModules('route-prefetch', utils.currentBundler.instance, [
          {
            module: '@docusaurus/core/lib/client/docusaurus.js',
            replacement: path.join(__dirname, 'docusaurusClient.js'),
          },
        ]),
      };
    },
  };
}
