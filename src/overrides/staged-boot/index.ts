/**
 * The production browser bundle's start-up in tasks (./clientEntry.tsx), and "is this the browser" without a context
 * change at the root of the app (./browserContext.tsx). The development server keeps the stock modules (its entry
 * also handles hot reloading).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {replaceModules} from '../upstream';

/** A start-up chunk of its own: compiled when it runs, in its own task (one 700 KB main.js compiled in ~27 ms). */
const bootChunk = (name: string, test: RegExp) => ({
  test,
  name,
  chunks: 'initial' as const,
  priority: 60,
  enforce: true,
});

export default function stagedBootPlugin(context: LoadContext): Plugin {
  if (context.siteConfig.future.experimental_router === 'hash')
    throw new Error(
      'src/overrides/staged-boot: its client entry hydrates a browser router; turn it off for the hash router.',
    );
  return {
    name: 'staged-boot',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const replaced = (module: string, file: string) => ({module, replacement: path.join(__dirname, file)});
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              bootReact: bootChunk('boot-react', /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/),
              bootRoutes: bootChunk('boot-routes', /[\\/]\.docusaurus[\\/]/),
            },
          },
        },
        plugins: replaceModules('staged-boot', utils.currentBundler.instance, [
          replaced('@docusaurus/core/lib/client/clientEntry.js', 'clientEntry.tsx'),
          replaced('@docusaurus/core/lib/client/browserContext.js', 'browserContext.tsx'),
          replaced('@docusaurus/core/lib/client/exports/useIsBrowser.js', 'useIsBrowser.ts'),
        ]),
      };
    },
  };
}
