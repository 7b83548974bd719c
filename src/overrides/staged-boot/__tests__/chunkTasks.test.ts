/**
 * @jest-environment node
 */
import {settleChunkLoadsInOwnTasks} from '../tasks';

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
