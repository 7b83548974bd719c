/**
 * Runs ./loader.js on the docs plugin instances' route props modules, in both bundles: every page of a version
 * loads its version's props, and they carried data no page reads (doc descriptions, `unlisted: false`).
 * When the docs plugin no longer writes version props where the loader looks, the build stops (a rewrite that
 * finds nothing to rewrite).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {UPSTREAM_VERSION_NOTE} from '../upstream';

/** `.docusaurus/docusaurus-plugin-content-docs/<instance>/p/<name>.json`, on any platform. */
export const VERSION_PROPS_MODULE = /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The generated version props modules the loader will trim (files matching VERSION_PROPS_MODULE with `version.docsSidebars`). */
function versionPropsModules(generatedFilesDir: string): string[] {
  const docsDir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs');
  if (!fs.existsSync(docsDir)) return [];
  return fs
    .readdirSync(docsDir)
    .flatMap((instance) => {
      const dir = path.join(docsDir, instance, 'p');
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
    })
    .filter((file) => VERSION_PROPS_MODULE.test(file))
    .filter((file) => {
      try {
        return Boolean(
          (JSON.parse(fs.readFileSync(file, 'utf8')) as {version?: {docsSidebars?: unknown}}).version?.docsSidebars,
        );
      } catch {
        return false;
      }
    });
}

export default function versionMetadataTrimPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-metadata-trim',
    configureWebpack() {
      if (versionPropsModules(context.generatedFilesDir).length === 0) {
        throw new Error(
          `src/overrides/version-metadata-trim: no version props module under ${context.generatedFilesDir}/docusaurus-plugin-content-docs/*/p/ (the loader would trim nothing); ${UPSTREAM_VERSION_NOTE}.`,
        );
      }
      return {module: {rules: [{test: VERSION_PROPS_MODULE, use: [{loader: path.join(__dirname, 'loader.js')}]}]}};
    },
  };
}
