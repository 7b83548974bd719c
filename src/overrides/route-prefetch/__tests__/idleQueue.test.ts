import {createIdleQueue, type IdleDeadline} from '../idleQueue';

/** A fake idle scheduler and clock: each job advances the clock by `jobMs`. */
function setup(jobMs: number, sliceMs = 8) {
  let clock = 0;
  const pending: ((d: IdleDeadline) => void)[] = [];
  const ran: number[] = [];
  const push = createIdleQueue({whenIdle: (cb) => pending.push(cb), now: () => clock, sliceMs});
  const job = (n: number) => () => {
    ran.push(n);
    clock += jobMs;
  };
  const idle = (remaining: number, didTimeout = false) => {
    const cb = pending.shift();
    if (!cb) throw new Error('no idle callback scheduled');
    const until = clock + remaining;
    cb({didTimeout, timeRemaining: () => Math.max(0, until - clock)});
  };
  return {push, job, idle, ran, pending};
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, and asks for one idle callback however many jobs wait', () => {
    const q = setup(1);
    for (let i = 0; i < 5; i++) q.push(q.job(i));
    expect(q.ran).toEqual([]);
    expect(q.pending).toHaveLength(1);
  });

  it('stops after its time slice even when the idle period is longer, and goes on in the next one', () => {
    const q = setup(3);
    for (let i = 0; i < 10; i++) q.push(q.job(i));
    q.idle(50);
    expect(q.ran).toEqual([0, 1, 2]); // 9 ms spent: past the 8 ms slice
    expect(q.pending).toHaveLength(1);
    q.idle(50);
    expect(q.ran).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops when the browser wants the thread back', () => {
    const q = setup(1, 100);
    for (let i = 0; i < 10; i++) q.push(q.job(i));
    q.idle(6);
    expect(q.ran).toEqual([0, 1]); // 4 ms left after the second job
  });

  it('runs one job per callback fired by its timeout', () => {
    const q = setup(1);
    for (let i = 0; i < 3; i++) q.push(q.job(i));
    q.idle(0, true);
    expect(q.ran).toEqual([0]);
    q.idle(0, true);
    q.idle(0, true);
    expect(q.ran).toEqual([0, 1, 2]);
    expect(q.pending).toHaveLength(0);
  });

  it('schedules again for a job pushed after the queue ran empty', () => {
    const q = setup(1);
    q.push(q.job(0));
    q.idle(50);
    expect(q.pending).toHaveLength(0);
    q.push(q.job(1));
    q.idle(50);
    expect(q.ran).toEqual([0, 1]);
  });
});
