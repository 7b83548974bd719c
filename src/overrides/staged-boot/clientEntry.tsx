/**
 * The browser bundle's entry in production, in place of Docusaurus' client entry
 * (@docusaurus/core/lib/client/clientEntry.js), doing the same things: mount the prefetch helper, preload the
 * route's chunks, then hydrate the App inside a router and a helmet provider, in a transition.
 *
 * The difference is when the modules run. The stock entry imports everything statically, so evaluating main.js
 * runs every module of the runtime and the theme in one task (about 100 ms on this machine's CPU, 400 ms at 4x).
 * Here each group of modules is an eager `import()` (same chunk, no request) run in its own task, and the route's
 * chunks are requested as soon as the route table has run, while the theme's modules are still being evaluated.
 */
import React, {startTransition} from 'react';
import {nextTask} from './nextTask';
import {settleChunkLoadsInOwnTasks, type ChunkLoader} from './chunkTasks';
import {preloadInTasks} from './preloadInTasks';

// The bundler's runtime, a free variable in every module it bundles.
declare const __webpack_require__: ChunkLoader;

async function boot(): Promise<void> {
  const container = document.getElementById('__docusaurus');
  if (!container) return;
  settleChunkLoadsInOwnTasks(__webpack_require__);
  await nextTask();
  // The route table and the registry (and the prefetch helper that reads them) run first, so that the route's
  // chunks are on their way while the rest evaluates.
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
  const [{HelmetProvider}, {BrowserRouter, HashRouter}, {default: siteConfig}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ 'react-router-dom'),
    import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
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
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  startTransition(() => {
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  });
}

void boot();
