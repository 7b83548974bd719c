/**
 * Collapses the reference section routes in the production browser bundle only
 * (see ./collapseRoutes.ts): writes collapsed copies of Docusaurus' generated routes.js and
 * routesChunkNames.json and makes the client bundle import them. Its route components are made on first use
 * (./lazyComponents.ts), and each version's data is a JSON file the browser fetches (./fetchedData.ts). The server
 * bundle keeps every route, so each section is still rendered to its own HTML.
 * (The development server keeps the full routes: it regenerates them on edits.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ConfigureWebpackUtils, LoadContext, Plugin} from '@docusaurus/types';
import {collapseChunkNames, collapseRoutesModule, planCollapse} from './collapseRoutes';
import {lazyRouteComponents} from './lazyComponents';
import {dataAssetName, dataModuleFileName, dataModuleRequests, dataModuleSource, dataPrefetchMap} from './fetchedData';
import {replaceModules} from '../upstream';

/** The route prefetch's map of data chunks to data files (see dataPrefetchMap), in the generated files. */
const DATA_PREFETCH_FILE = 'reference-client-routes/dataPrefetch.json';

/** The bundler's compiler, as Docusaurus types it (webpack's; the Rspack compiler has the same hooks). */
type Compiler = InstanceType<ConfigureWebpackUtils['currentBundler']['instance']['Compiler']>;

export default function referenceClientRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'reference-client-routes',
    configureWebpack(config, isServer, utils) {
      const generated = (file: string) => path.join(context.generatedFilesDir, file);
      if (isServer || config.mode !== 'production') {
        // The development server serves the data modules as they are: nothing to fetch ahead.
        if (!isServer) writeDataPrefetch(generated(DATA_PREFETCH_FILE), {});
        return {};
      }
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
      const {sources, Compilation} = utils.currentBundler.instance;

      // Each version's data: its JSON file for the build's assets, and the module that fetches it.
      // Each module is named after the data module it stands in for, not after the data's hash: the bundler's
      // persistent cache remembers what a request was replaced with, so a file named by content kept serving
      // the old data's address after the data changed (a 404, and the version's pages never hydrated).
      const dataDir = path.join(outDir, 'data');
      fs.rmSync(dataDir, {recursive: true, force: true});
      fs.mkdirSync(dataDir, {recursive: true});
      const registrySource = fs.readFileSync(generated('registry.js'), 'utf8');
      const dataFiles = dataModuleRequests(registrySource).map((request) => {
        const file = path.join(context.siteDir, request.slice('@site/'.length));
        const content = fs.readFileSync(file);
        const asset = dataAssetName(content);
        const moduleFile = path.join(dataDir, `${dataModuleFileName(request)}.js`);
        if (fs.existsSync(moduleFile)) throw new Error(`Two reference data modules map to ${moduleFile}: rename one.`);
        fs.writeFileSync(moduleFile, dataModuleSource(`${context.baseUrl}${asset}`));
        return {request, asset, content, moduleFile};
      });
      writeDataPrefetch(
        generated(DATA_PREFETCH_FILE),
        dataPrefetchMap(registrySource, new Map(dataFiles.map((d) => [d.request, `${context.baseUrl}${d.asset}`]))),
      );
      const emitData = {
        apply(compiler: Compiler) {
          compiler.hooks.thisCompilation.tap('reference-client-routes', (compilation) => {
            compilation.hooks.processAssets.tap(
              {name: 'reference-client-routes', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
              () =>
                dataFiles.forEach(({asset, content}) => compilation.emitAsset(asset, new sources.RawSource(content))),
            );
          });
        },
      };
      return {
        plugins: [
          ...replaceModules('reference-client-routes', utils.currentBundler.instance, [
            {request: '@generated/routes', replacement: routesFile},
            {request: '@generated/routesChunkNames', replacement: chunkNamesFile},
            ...dataFiles.map(({request, moduleFile}) => ({request, replacement: moduleFile})),
          ]),
          emitData,
        ],
      };
    },
  };
}

function writeDataPrefetch(file: string, map: Record<string, string>): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(map));
}
