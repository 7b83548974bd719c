/**
 * No Prism in the browser: theme-classic's client module that registers `prism.additionalLanguages` runs on every
 * page and brings prism-react-renderer's Prism (~90 ms of script at 1x CPU) into the main bundle. It is swapped for
 * an empty module; code is tokenized at build time (src/plugins/content/code-tokens, the reference engine's build.ts)
 * and drawn from its tokens (src/components/CodeHighlight).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replaceModules} from '../upstream';

export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack: (_config, _isServer, utils) => ({
      plugins: replaceModules('prism-on-demand', utils.currentBundler.instance, [
        {
          module: '@docusaurus/theme-classic/lib/prism-include-languages.js',
          replacement: path.join(__dirname, 'noClientModule.js'),
        },
      ]),
    }),
  };
}
