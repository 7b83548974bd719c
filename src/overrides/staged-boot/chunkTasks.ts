import {nextTask} from './nextTask';

/** The part of the bundler's runtime (`__webpack_require__`) that loads a chunk: `import()` calls it. */
export interface ChunkLoader {
  e: (chunkId: string | number) => Promise<unknown>;
}

/**
 * Makes each chunk load settle in a task of its own. `import()` compiles to "load the chunks, then evaluate the
 * module" (`__webpack_require__.e(id).then(require)`). When a route's last chunk arrives, every module waiting on
 * it is evaluated in microtasks of that one script task: a page's route modules together made one task of 11–22 ms
 * at 1x CPU (BENCHMARKS.md, session 11). With a task between each load and what waits on it, each `import()`'s
 * modules are evaluated in a task of their own.
 */
export function settleChunkLoadsInOwnTasks(runtime: ChunkLoader, wait: () => Promise<void> = nextTask): void {
  const load = runtime.e;
  runtime.e = (chunkId) => load(chunkId).then(wait);
}
