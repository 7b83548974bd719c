/**
 * Prism loads only where a block is highlighted in the browser.
 * - theme-classic registers `prism.additionalLanguages` in a client module that every page runs at startup,
 *   and that import alone brings Prism (about 90 ms of script at 1x CPU) into the main bundle. This plugin
 *   swaps that client module for an empty one; the site highlights with its own Prism instead
 *   (src/utils/prism: the core plus one small chunk per grammar, loaded for the blocks that need it).
 * - In the browser bundle, src/components/CodeHighlight/index.tsx (highlighting at once, as the server does)
 *   is swapped for ./lazy.tsx beside it: blocks hydrate with the server's markup
 *   (src/theme/CodeBlock/Content), so a page in the server's colour mode loads no Prism at all.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noClientModule.js'),
          ),
          ...(isServer
            ? []
            : [
                new NormalModuleReplacementPlugin(
                  /src[\\/]components[\\/]CodeHighlight[\\/]index\.tsx$/,
                  path.resolve(__dirname, '../../components/CodeHighlight/lazy.tsx'),
                ),
              ]),
        ],
      };
    },
  };
}
