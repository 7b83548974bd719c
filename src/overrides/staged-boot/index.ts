/**
 * Swaps Docusaurus' client entry for ./clientEntry.tsx in the production browser bundle: the same start-up, split
 * into tasks (evaluating the whole bundle in one task was the longest task of every page: ~100 ms at 1x CPU, about
 * 400 ms at the 4x of Lighthouse's mobile run; BENCHMARKS.md), and Docusaurus' "is this the browser" context for a
 * store that re-renders only its readers after hydration (./browserContext.tsx). The development server keeps the
 * stock modules (its entry also handles hot reloading).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModules} from '../upstream';

export default function stagedBootPlugin(): Plugin {
  return {
    name: 'staged-boot',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      return {
        // The start-up code in three files instead of one: each is compiled when it runs, and each runs in its own
        // task (the compile of a single 700 KB main.js was ~27 ms of one task at 1x CPU). The runtime waits for all
        // three before the entry runs.
        optimization: {
          splitChunks: {
            cacheGroups: {
              bootReact: {
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                chunks: 'initial',
                name: 'boot-react',
                priority: 60,
                enforce: true,
              },
              bootRoutes: {
                test: /[\\/]\.docusaurus[\\/]/,
                chunks: 'initial',
                name: 'boot-routes',
                priority: 60,
                enforce: true,
              },
            },
          },
        },
        plugins: replaceModules('staged-boot', utils.currentBundler.instance, [
          {module: '@docusaurus/core/lib/client/clientEntry.js', replacement: path.join(__dirname, 'clientEntry.tsx')},
          // "Is this the browser" without a context change at the root of the app (./browserContext.tsx).
          {
            module: '@docusaurus/core/lib/client/browserContext.js',
            replacement: path.join(__dirname, 'browserContext.tsx'),
          },
          {
            module: '@docusaurus/core/lib/client/exports/useIsBrowser.js',
            replacement: path.join(__dirname, 'useIsBrowser.ts'),
          },
        ]),
      };
    },
  };
}
