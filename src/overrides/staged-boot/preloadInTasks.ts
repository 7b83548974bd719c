import {nextTask} from './nextTask';

/** A matched route as react-router-config's `matchRoutes` returns it: its component may be loadable. */
interface MatchedRoute {
  route: {component?: unknown};
}

/**
 * Docusaurus' `preload` (@docusaurus/core/lib/client/preload.js): load every component of the routes matching the
 * address before hydrating, so that nothing renders a loading state. Here each matched route's loaders start in a
 * task of their own (together with the route matching they were one task of ~19 ms at 1x CPU; BENCHMARKS.md,
 * session 11). Resolves when every one has loaded; fails, once all have started, if one has failed.
 */
export async function preloadInTasks(
  pathname: string,
  match: (pathname: string) => readonly MatchedRoute[],
  wait: () => Promise<void> = nextTask,
): Promise<void> {
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => match(p));
  const loading: Promise<unknown>[] = [];
  for (const {route} of matches) {
    await wait();
    // Docusaurus types preload() as void; it returns the loading promise.
    const preload = (route.component as {preload?: () => unknown} | undefined)?.preload;
    const loaded = Promise.resolve(preload?.());
    // Handled here too, so that a load failing while the next task is awaited is not reported as unhandled.
    loaded.catch(() => undefined);
    loading.push(loaded);
  }
  await Promise.all(loading);
}
