/** What requestIdleCallback hands its callback. */
export interface IdleDeadline {
  readonly didTimeout: boolean;
  timeRemaining(): number;
}

export interface IdleQueueOptions {
  /** Runs a callback when the browser is idle (requestIdleCallback, or a timer). */
  readonly whenIdle: (cb: (deadline: IdleDeadline) => void) => void;
  /** The clock (performance.now). */
  readonly now: () => number;
  /** The most time one idle callback spends on jobs, in ms. */
  readonly sliceMs: number;
}

/**
 * Jobs run in idle time, a few per idle callback. A callback stops when the browser needs the thread back, or
 * once it has spent `sliceMs` even if the browser offers more: an idle period lasts up to 50 ms, and a phone's
 * CPU turns 50 ms of this machine into a 200 ms long task. A callback fired by its timeout runs one job.
 */
export function createIdleQueue(options: IdleQueueOptions): (job: () => void) => void {
  const queue: (() => void)[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    const start = options.now();
    do {
      queue.shift()!();
    } while (
      queue.length > 0 &&
      !deadline.didTimeout &&
      deadline.timeRemaining() > 4 &&
      options.now() - start < options.sliceMs
    );
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    options.whenIdle(drain);
  };
  return (job) => {
    queue.push(job);
    schedule();
  };
}
