/**
 * In the production browser bundle only: collapsed copies of the generated routes.js and routesChunkNames.json
 * (./collapseRoutes.ts: section routes collapsed, route components made on first use) replace the originals, and each
 * version's data module is replaced by a fetch of its JSON file (./fetchedData.ts). The server bundle keeps every
 * route, so each section is still rendered to its own HTML; the development server keeps the full routes (it
 * regenerates them on edits) and the data modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collapseChunkNames, collapseRoutesModule, lazyRouteComponents, planCollapse} from './collapseRoutes';
import {dataAssetName, dataChunks, dataFileByVersion, dataModuleSource} from './fetchedData';
import {replaceModules, sha256Prefix} from '../upstream';

export default function referenceClientRoutesPlugin({generatedFilesDir, siteDir, baseUrl}: LoadContext): Plugin {
  const outDir = path.join(generatedFilesDir, 'reference-client-routes');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, content);
    return file;
  };
  // Each version's data file by its base path, read by ./clientModule.ts; empty unless the browser build fills it.
  const writeDataFiles = (map: Record<string, string>) =>
    write(path.join(outDir, 'dataFiles.json'), JSON.stringify(map));
  /** The version data files the browser build's modules fetch, written to the build in postBuild. */
  let dataFiles: {request: string; asset: string; content: Buffer; moduleFile: string}[] = [];
  return {
    name: 'reference-client-routes',
    getClientModules: () => [path.join(__dirname, 'clientModule')],
    async contentLoaded() {
      writeDataFiles({});
    },
    async postBuild({outDir: buildDir}) {
      for (const {asset, content} of dataFiles) write(path.join(buildDir, asset), content);
    },
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const generated = (file: string) => fs.readFileSync(path.join(generatedFilesDir, file), 'utf8');
      const routesSource = generated('routes.js');
      const plan = planCollapse(routesSource);
      const chunkNames = JSON.parse(generated('routesChunkNames.json')) as Record<string, unknown>;
      const routesFile = write(
        path.join(outDir, 'routes.js'),
        lazyRouteComponents(collapseRoutesModule(routesSource, plan)),
      );
      const chunkNamesFile = write(
        path.join(outDir, 'routesChunkNames.json'),
        JSON.stringify(collapseChunkNames(chunkNames, plan)),
      );

      // Each data module's stand-in is named after the module it replaces, not after the data: the bundler's
      // persistent cache remembers what a request was replaced with, and a file named by content kept serving the old
      // data's address after the data changed (a 404, and the version's pages never hydrated).
      fs.rmSync(path.join(outDir, 'data'), {recursive: true, force: true});
      const chunks = dataChunks(generated('registry.js'));
      dataFiles = [...new Set(chunks.map(([, request]) => request))].map((request) => {
        const content = fs.readFileSync(path.join(siteDir, request.slice('@site/'.length)));
        const asset = dataAssetName(content);
        const moduleFile = write(
          path.join(outDir, 'data', `${sha256Prefix(request)}.js`),
          dataModuleSource(baseUrl + asset),
        );
        return {request, asset, content, moduleFile};
      });
      const urlOf = new Map(dataFiles.map((d) => [d.request, baseUrl + d.asset]));
      writeDataFiles(dataFileByVersion(plan, chunkNames, new Map(chunks.map(([chunk, r]) => [chunk, urlOf.get(r)!]))));
      return {
        plugins: replaceModules('reference-client-routes', utils.currentBundler.instance, [
          {request: '@generated/routes', replacement: routesFile},
          {request: '@generated/routesChunkNames', replacement: chunkNamesFile},
          ...dataFiles.map(({request, moduleFile}) => ({request, replacement: moduleFile})),
        ]),
      };
    },
  };
}
