/**
 * Stands in for @docusaurus/core/lib/client/docusaurus.js (window.docusaurus.prefetch and preload) in the
 * browser bundle; see index.ts. Same contract, two changes measured on a phone profile:
 * - the route → chunk names index is built once (chunkIndex.ts) instead of scanning every route entry on
 *   each prefetch;
 * - prefetches found by links scrolling into view run in idle time, a few per idle callback and at most 8 ms
 *   of them (./idleQueue.ts), instead of inside the IntersectionObserver callback that found them (300–500 ms
 *   of one task at 4x CPU on a guide).
 * - a reference version's data file (a JSON file its data module fetches when it runs, see
 *   src/overrides/reference-client-routes/fetchedData.ts) is prefetched with the data module's chunk, as the data
 *   was when it was a chunk itself: without it, following a guide's link to a reference section waited for the
 *   file after the tap (115 KB gzipped for JavaScript, ~0.7 s on a slow 4G phone) with the guide still on screen.
 * Preload (on hover and on navigation) is unchanged and immediate.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import dataFileOfChunk from '@generated/reference-client-routes/dataPrefetch.json';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import {chunkNamesByRoute} from './chunkIndex';
import {createIdleQueue} from './idleQueue';

const fetched = new Set();
const fetchedData = new Set();
const loaded = new Set();
const isSlowConnection = () => navigator.connection?.effectiveType.includes('2g') || navigator.connection?.saveData;
const canPrefetch = (routePath) => !isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
const canPreload = (routePath) => !isSlowConnection() && !loaded.has(routePath);

let index;
const chunkNamesOf = (path) => {
  index ??= chunkNamesByRoute(routesChunkNames);
  return index.get(path) ?? [];
};

function prefetchNow(routePath) {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path));
  return Promise.all(
    chunkNames.map((chunkName) => {
      // "__webpack_require__.gca" (Docusaurus' ChunkAssetPlugin) gives a chunk name's URL.
      // eslint-disable-next-line no-undef
      const chunkAsset = __webpack_require__.gca(chunkName);
      const dataFile = dataFileOfChunk[chunkName];
      // Every section route of a version shares its data file: asked for once.
      if (dataFile && !fetchedData.has(dataFile)) {
        fetchedData.add(dataFile);
        prefetchHelper(dataFile);
      }
      return chunkAsset && !chunkAsset.includes('undefined') ? prefetchHelper(chunkAsset) : Promise.resolve();
    }),
  );
}

// Idle callbacks of at most 8 ms: each prefetch looks up its chunks' URLs in webpack's chunk maps (~1–3 ms).
const inIdleTime = createIdleQueue({
  whenIdle:
    typeof requestIdleCallback === 'function'
      ? (cb) => requestIdleCallback(cb, {timeout: 3000})
      : (cb) => setTimeout(() => cb({timeRemaining: () => 8, didTimeout: false}), 50),
  now: () => performance.now(),
  sliceMs: 8,
});

const prefetch = (routePath) => {
  if (!canPrefetch(routePath)) return false;
  fetched.add(routePath);
  return new Promise((resolve) => inIdleTime(() => resolve(prefetchNow(routePath))));
};

const preload = (routePath) => {
  if (!canPreload(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
};

export default Object.freeze({prefetch, preload});
