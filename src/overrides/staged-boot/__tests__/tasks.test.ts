/**
 * @jest-environment node
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {nextTask, preloadInTasks, settleChunkLoadsInOwnTasks} from '../tasks';

describe('nextTask', () => {
  it('resolves after the current task, not as a microtask of it', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    queueMicrotask(() => order.push('queued microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'queued microtask', 'next task']);
  });

  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('earlier task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['earlier task', 'after nextTask']);
  });
});

describe('settleChunkLoadsInOwnTasks', () => {
  it('resolves a chunk load in a later task, not in microtasks of the task that loaded it', async () => {
    const order: string[] = [];
    const runtime = {e: (id: string | number) => Promise.resolve(`chunk ${id}`)};
    settleChunkLoadsInOwnTasks(runtime);
    const loaded = runtime.e('a').then(() => order.push('module evaluated'));
    // A task queued now runs before the module's evaluation.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('other task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    await Promise.resolve();
    await Promise.resolve();
    order.push('same task');
    await loaded;
    expect(order).toEqual(['same task', 'other task', 'module evaluated']);
  });

  it('gives two loads that finish together a task each', async () => {
    const waits: number[] = [];
    let task = 0;
    const wait = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          task += 1;
          waits.push(task);
          resolve();
        }),
      );
    const runtime = {e: (_id: string | number) => Promise.resolve()};
    settleChunkLoadsInOwnTasks(runtime, wait);
    const seen: number[] = [];
    await Promise.all([runtime.e('a').then(() => seen.push(task)), runtime.e('b').then(() => seen.push(task))]);
    expect(waits).toEqual([1, 2]);
    expect(seen).toEqual([1, 2]);
  });

  it('passes a failed load on as a failure', async () => {
    const runtime = {e: (_id: string | number) => Promise.reject(new Error('ChunkLoadError: Loading chunk 7 failed.'))};
    settleChunkLoadsInOwnTasks(runtime);
    await expect(runtime.e('7')).rejects.toThrow('Loading chunk 7 failed');
  });
});

function loadable(name: string, log: string[], result: Promise<unknown> = Promise.resolve()) {
  return {
    preload: () => {
      log.push(`preload ${name}`);
      return result;
    },
  };
}

describe('preloadInTasks', () => {
  it('starts each matched route preload in a task of its own, in order, and waits for all', async () => {
    const log: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const routes = [
      {route: {component: loadable('root', log)}},
      {route: {component: loadable('docs', log, slow)}},
      {route: {component: loadable('page', log)}},
    ];
    const wait = async () => {
      log.push('task');
    };
    let done = false;
    const preloading = preloadInTasks('/guides/auth', () => routes, wait).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(log).toEqual(['task', 'preload root', 'task', 'preload docs', 'task', 'preload page']);
    expect(done).toBe(false);
    release();
    await preloading;
    expect(done).toBe(true);
  });

  it('matches the address once, and its decoded form when it differs', async () => {
    const asked: string[] = [];
    await preloadInTasks(
      '/guides/auth',
      (p) => (asked.push(p), []),
      async () => {},
    );
    await preloadInTasks(
      '/reference/caf%C3%A9',
      (p) => (asked.push(p), []),
      async () => {},
    );
    expect(asked).toEqual(['/guides/auth', '/reference/caf%C3%A9', '/reference/café']);
  });

  it('skips components that are not loadable and fails when a preload fails', async () => {
    const log: string[] = [];
    await expect(
      preloadInTasks(
        '/',
        () => [{route: {}}, {route: {component: () => null}}],
        async () => {},
      ),
    ).resolves.toBeUndefined();
    await expect(
      preloadInTasks(
        '/',
        () => [{route: {component: loadable('page', log, Promise.reject(new Error('ChunkLoadError')))}}],
        async () => {},
      ),
    ).rejects.toThrow('ChunkLoadError');
  });

  it('reports a load that fails before the last route has started as the failure, not as unhandled', () => {
    // In a plain Node process (Jest keeps unhandled rejections to itself), where an unhandled rejection ends the
    // process with an error, as a browser logs one to the console.
    const script = `
      const {preloadInTasks} = require(${JSON.stringify(path.join(__dirname, '../tasks.ts'))});
      const failing = {preload: () => Promise.reject(new Error('ChunkLoadError: first'))};
      const later = {preload: () => Promise.resolve()};
      const wait = () => new Promise((resolve) => setTimeout(resolve, 5));
      preloadInTasks('/', () => [{route: {component: failing}}, {route: {component: later}}], wait).then(
        () => console.log('resolved'),
        (error) => console.log('failed with ' + error.message),
      );
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      encoding: 'utf8',
      cwd: path.join(__dirname, '../../../..'),
    });
    expect(run.stderr).not.toMatch(/Unhandled|ChunkLoadError/);
    expect(run.stdout.trim()).toBe('failed with ChunkLoadError: first');
    expect(run.status).toBe(0);
  });
});
