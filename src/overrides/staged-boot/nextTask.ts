/**
 * Resolves in a new task (a message posted to itself), so that the work after `await nextTask()` does not extend
 * the current task: the browser can paint and handle input in between. (A resolved promise would continue in the
 * same task, as a microtask.)
 */
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
