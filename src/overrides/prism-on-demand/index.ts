/**
 * No Prism in the browser. theme-classic registers `prism.additionalLanguages` in a client module that every page
 * runs at startup, and that import alone brings prism-react-renderer's Prism (about 90 ms of script at 1x CPU,
 * ~40 grammars) into the main bundle. This plugin swaps that client module for an empty one: code is tokenized
 * at build time (src/plugins/content/code-tokens for the guides, src/features/reference/engine/build.ts for the
 * references) and drawn from its tokens (src/components/CodeHighlight), with the colours in src/css/codeTokens.css.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModules} from '../upstream';

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, utils) {
      return {
        plugins: replaceModules('prism-on-demand', utils.currentBundler.instance, [
          {
            module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
            replacement: path.join(__dirname, 'noClientModule.js'),
          },
        ]),
      };
    },
  };
}
