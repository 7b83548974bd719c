/** Start-up work split into tasks, so that no single task keeps the page from painting or answering input. */

/** Resolves in a new task (a message posted to itself); a resolved promise would go on in the same task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The part of the bundler's runtime (`__webpack_require__`) that `import()` calls to load a chunk. */
export interface ChunkLoader {
  e: (chunkId: string | number) => Promise<unknown>;
}

/**
 * Puts a task between each chunk load and the modules waiting on it: otherwise every module waiting on a route's
 * last chunk is evaluated in that chunk's one task (11–22 ms at 1x CPU; BENCHMARKS.md, session 11).
 */
export function settleChunkLoadsInOwnTasks(runtime: ChunkLoader, wait = nextTask): void {
  const load = runtime.e;
  runtime.e = (chunkId) => load(chunkId).then(wait);
}

/**
 * Docusaurus' `preload` (core/lib/client/preload.js: load the matched routes' components before hydrating), with
 * each route's loaders started in a task of its own (one task of ~19 ms at 1x CPU otherwise). Fails, once all have
 * started, if one failed.
 */
export async function preloadInTasks(
  pathname: string,
  match: (pathname: string) => readonly {route: {component?: unknown}}[],
  wait = nextTask,
): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const {route} of [...new Set([pathname, decodeURI(pathname)])].flatMap((p) => match(p))) {
    await wait();
    // Typed as returning void; it returns the loading promise.
    const loaded = Promise.resolve((route.component as {preload?: () => unknown} | undefined)?.preload?.());
    // Handled here too, so that a load failing while the next task is awaited is not reported as unhandled.
    loaded.catch(() => undefined);
    loading.push(loaded);
  }
  await Promise.all(loading);
}
