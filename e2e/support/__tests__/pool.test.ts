import {closesOnce, limiter, lookahead, pool, withDeadline} from '../pool';

/** A job that resolves when the test says so, recording how many jobs run at once. */
function gate() {
  let running = 0;
  let peak = 0;
  const order: string[] = [];
  const releases = new Map<string, () => void>();
  const job = (name: string) => async () => {
    running++;
    peak = Math.max(peak, running);
    order.push(name);
    await new Promise<void>((resolve) => releases.set(name, resolve));
    running--;
    return name;
  };
  const release = async (name: string) => {
    releases.get(name)!();
    // Let the settled job hand its slot to the next one.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {job, release, order, peak: () => peak, started: () => [...releases.keys()]};
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('limiter', () => {
  it('runs at most `size` jobs at once, in the order they were given', async () => {
    const g = gate();
    const run = limiter(2);
    const results = ['a', 'b', 'c', 'd'].map((n) => run(g.job(n)));
    await flush();
    expect(g.started()).toEqual(['a', 'b']);
    await g.release('b');
    expect(g.started()).toEqual(['a', 'b', 'c']);
    await g.release('a');
    await g.release('c');
    await g.release('d');
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
    expect(g.peak()).toBe(2);
  });

  it('passes a failure to its caller and frees the slot', async () => {
    const run = limiter(1);
    const failed = run(async () => {
      throw new Error('boom');
    });
    const after = run(async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(after).resolves.toBe('next');
  });

  it('refuses a size below 1', () => {
    expect(() => limiter(0)).toThrow(/at least 1/);
  });
});

describe('pool', () => {
  it('calls fn once per item with at most `size` calls at once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await pool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running--;
    });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(3);
  });

  it('rejects when one call fails', async () => {
    await expect(
      pool([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('item 2');
      }),
    ).rejects.toThrow('item 2');
  });
});

describe('lookahead', () => {
  it('starts the asked item and the next size − 1, and keeps at most `size` running', async () => {
    const g = gate();
    const items = ['a', 'b', 'c', 'd', 'e'];
    const result = lookahead(items, 3, (n) => g.job(n)());
    const a = result('a');
    await flush();
    expect(g.started()).toEqual(['a', 'b', 'c']);
    await g.release('a');
    await expect(a).resolves.toBe('a');
    // The next test asks for b: d joins, e waits for a slot.
    const b = result('b');
    await flush();
    expect(g.started()).toEqual(['a', 'b', 'c', 'd']);
    await g.release('b');
    await expect(b).resolves.toBe('b');
    expect(result('b')).toBe(b);
    for (const n of ['c', 'd']) {
      const r = result(n);
      await g.release(n);
      await expect(r).resolves.toBe(n);
    }
    const e = result('e');
    await flush();
    await g.release('e');
    await expect(e).resolves.toBe('e');
    expect(g.peak()).toBe(3);
  });

  it('gives each item its own failure, and a failure nobody asks for is not an unhandled rejection', async () => {
    const result = lookahead(['ok', 'bad', 'ignored-bad'], 3, async (n) => {
      if (n.endsWith('bad')) throw new Error(`${n} failed`);
      return n;
    });
    await expect(result('ok')).resolves.toBe('ok');
    await expect(result('bad')).rejects.toThrow('bad failed');
  });

  it('does not start items before the one asked for (a test filtered out with -t)', async () => {
    const g = gate();
    const result = lookahead(['a', 'b', 'c', 'd', 'e'], 2, (n) => g.job(n)());
    const d = result('d');
    await flush();
    expect(g.started()).toEqual(['d', 'e']);
    await g.release('d');
    await g.release('e');
    await expect(d).resolves.toBe('d');
  });

  it('rejects an item it does not know and a list with duplicates', async () => {
    await expect(lookahead(['a'], 2, async (n) => n)('z')).rejects.toThrow(/not one of the items/);
    expect(() => lookahead(['a', 'a'], 2, async (n) => n)).toThrow(/unique/);
  });
});

describe('withDeadline', () => {
  const never = () => new Promise<never>(() => undefined);

  it('gives the work its value when it settles in time, and never calls onExpiry', async () => {
    const onExpiry = jest.fn();
    await expect(withDeadline(Promise.resolve('done'), 50, () => 'the check', onExpiry)).resolves.toBe('done');
    await expect(withDeadline(Promise.reject(new Error('axe failed')), 50, () => 'x', onExpiry)).rejects.toThrow(
      'axe failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(onExpiry).not.toHaveBeenCalled();
  });

  it('rejects work that never settles, naming the step under way at expiry, and calls onExpiry once', async () => {
    const onExpiry = jest.fn();
    let step = 'open';
    const bounded = withDeadline(never(), 50, () => `/reference/javascript/start at desktop: ${step}`, onExpiry);
    step = 'axe';
    await expect(bounded).rejects.toThrow('/reference/javascript/start at desktop: axe did not finish in 0.05 s');
    expect(onExpiry).toHaveBeenCalledTimes(1);
  });

  it('frees the place of a job that never settles, so the jobs queued after it run', async () => {
    const run = limiter(1);
    const hung = run(() =>
      withDeadline(
        never(),
        30,
        () => 'first page',
        () => undefined,
      ),
    );
    const next = run(async () => 'second page');
    await expect(hung).rejects.toThrow('first page did not finish');
    await expect(next).resolves.toBe('second page');
    // Without the deadline the second job would wait for ever behind the first.
    const unbounded = limiter(1);
    void unbounded(never);
    const stuck = await Promise.race([
      unbounded(async () => 'ran'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 60)),
    ]);
    expect(stuck).toBe('still waiting');
  });
});

describe('closesOnce', () => {
  /** An item whose close the test finishes by hand, counting how often it was asked to close. */
  function closable() {
    const finishers: (() => void)[] = [];
    const state = {closeCalls: 0, closed: false};
    const closeOne = () => {
      state.closeCalls++;
      return new Promise<void>((resolve) =>
        finishers.push(() => {
          state.closed = true;
          resolve();
        }),
      );
    };
    return {item: {}, closeOne, state, finish: () => finishers.forEach((finish) => finish())};
  }
  const isSettled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return done;
  };

  it('makes closeAll wait for a close already under way instead of starting another', async () => {
    const c = closable();
    const open = closesOnce(c.closeOne);
    open.add(c.item);
    const testsClose = open.close(c.item);
    const all = open.closeAll();
    expect(await isSettled(all)).toBe(false);
    expect(c.state.closeCalls).toBe(1);
    c.finish();
    await Promise.all([all, testsClose]);
    expect(c.state.closed).toBe(true);
  });

  it('closes in closeAll an item nobody closed, and a late close during it is the same close', async () => {
    const c = closable();
    const open = closesOnce(c.closeOne);
    open.add(c.item);
    const all = open.closeAll();
    const lateClose = open.close(c.item);
    expect(c.state.closeCalls).toBe(1);
    expect(await isSettled(lateClose)).toBe(false);
    c.finish();
    await Promise.all([all, lateClose]);
    expect(c.state.closed).toBe(true);
  });

  it('forgets an item once it has closed', async () => {
    const c = closable();
    const open = closesOnce(c.closeOne);
    open.add(c.item);
    const closing = open.close(c.item);
    c.finish();
    await closing;
    await open.closeAll();
    expect(c.state.closeCalls).toBe(1);
  });
});
