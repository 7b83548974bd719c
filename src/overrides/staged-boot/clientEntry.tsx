/**
 * The production browser entry, in place of @docusaurus/core/lib/client/clientEntry.js and doing what it does: mount
 * the prefetch helper, preload the route's chunks, hydrate the App in a router and a helmet provider, in a transition.
 * The stock entry imports everything statically, so main.js runs every module of the runtime and the theme in one
 * task (~100 ms at 1x CPU, 400 ms at 4x). Here each group is an eager `import()` (same chunk, no request) in a task of
 * its own, and the route's chunks are requested as soon as the route table has run. The browser router only:
 * ./index.ts stops the build on the hash router (which the stock entry renders without hydrating).
 */
import React, {startTransition} from 'react';
import {nextTask, preloadInTasks, settleChunkLoadsInOwnTasks, type ChunkLoader} from './tasks';

// The bundler's runtime, a free variable in every module it bundles.
declare const __webpack_require__: ChunkLoader;

async function boot(): Promise<void> {
  const container = document.getElementById('__docusaurus');
  if (!container) return;
  settleChunkLoadsInOwnTasks(__webpack_require__);
  await nextTask();
  const {default: docusaurus} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus');
  window.docusaurus = docusaurus;
  await nextTask();
  const [{default: routes}, {matchRoutes}] = await Promise.all([
    import(/* webpackMode: "eager" */ '@generated/routes'),
    import(/* webpackMode: "eager" */ 'react-router-config'),
  ]);
  const preloading = preloadInTasks(window.location.pathname, (p) => matchRoutes(routes, p));
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{HelmetProvider}, {BrowserRouter}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
  ]);
  await nextTask();
  // Global styles and client modules (App imports them first).
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@theme/Layout');
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await preloading;
  await nextTask();
  const app = (
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  );
  startTransition(() => {
    window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {
      onRecoverableError: (error, errorInfo) =>
        console.error('Docusaurus React Root onRecoverableError:', error, errorInfo),
    });
  });
}

void boot();
