/**
 * Runs ./loader.js on the docs plugin instances' route props modules, in both bundles: every page of a version
 * loads its version's props, and they carried data no page reads (doc descriptions, `unlisted: false`).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** `.docusaurus/docusaurus-plugin-content-docs/<instance>/p/<name>.json`, on any platform. */
export const VERSION_PROPS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function versionMetadataTrimPlugin(): Plugin {
  return {
    name: 'version-metadata-trim',
    configureWebpack() {
      return {module: {rules: [{test: VERSION_PROPS_MODULE, use: [{loader: path.join(__dirname, 'loader.js')}]}]}};
    },
  };
}
