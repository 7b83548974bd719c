/**
 * @jest-environment node
 */
import {nextTask} from '../tasks';

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
