/**
 * theme-classic registers `prism.additionalLanguages` in a client module that
 * every page runs at startup, and that import alone brings Prism (about 90 ms of
 * script at 1x CPU) into the main bundle. This plugin swaps that client module
 * for an empty one; src/theme/CodeBlock registers the languages instead
 * (src/utils/prism/languages.ts), so only pages that show code load Prism.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noClientModule.js'),
          ),
        ],
      };
    },
  };
}
