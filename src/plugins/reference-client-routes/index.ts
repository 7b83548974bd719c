/**
 * Collapses the reference section routes in the production browser bundle only
 * (see routes.ts): writes collapsed copies of Docusaurus' generated routes.js and
 * routesChunkNames.json and makes the client bundle import them. Its route components are made on first use
 * (./lazyComponents.ts). The server
 * bundle keeps every route, so each section is still rendered to its own HTML.
 * (The development server keeps the full routes: it regenerates them on edits.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collapseChunkNames, collapseRoutesModule, planCollapse} from '../reference-docs/routes';
import {lazyRouteComponents} from './lazyComponents';

export default function referenceClientRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'reference-client-routes',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      const routesSource = fs.readFileSync(generated('routes.js'), 'utf8');
      const plan = planCollapse(routesSource);
      const outDir = generated('reference-client-routes');
      fs.mkdirSync(outDir, {recursive: true});
      const routesFile = path.join(outDir, 'routes.js');
      const chunkNamesFile = path.join(outDir, 'routesChunkNames.json');
      fs.writeFileSync(routesFile, lazyRouteComponents(collapseRoutesModule(routesSource, plan)));
      const chunkNames = JSON.parse(fs.readFileSync(generated('routesChunkNames.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      fs.writeFileSync(chunkNamesFile, JSON.stringify(collapseChunkNames(chunkNames, plan)));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, routesFile),
          new NormalModuleReplacementPlugin(/^@generated\/routesChunkNames$/, chunkNamesFile),
        ],
      };
    },
  };
}
