/**
 * Running independent checks a few at a time: the link crawls, the Markdown copies, the 375px width crawl and the
 * axe suite each have hundreds of pages to check, and one browser (or one server) answers several at once faster
 * than one after the other: most of a page check is waiting on the network, on layout or on an idle callback.
 */

/** Runs the jobs given to it at most `size` at a time, in the order they were given. */
export function limiter(size: number): <R>(job: () => Promise<R>) => Promise<R> {
  if (!(size >= 1)) throw new Error(`limiter: size must be at least 1, got ${size}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running >= size || waiting.length === 0) return;
    running++;
    waiting.shift()!();
  };
  return (job) =>
    new Promise((resolve, reject) => {
      waiting.push(() => {
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
}

/** Calls `fn` on every item, at most `size` at once, in list order; rejects if any call does. */
export async function pool<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  const run = limiter(size);
  await Promise.all(items.map((item) => run(() => fn(item))));
}

/**
 * For a test file with one test per item, tests that jest runs one after the other: asking for an item's result
 * starts that item and the `size - 1` items after it (at most `size` run at once), so the next tests' checks run
 * while this one waits for its own. Each test still gets (and fails on) its own item's result only. Items are
 * compared with `===` and must be unique. A check that nobody asks for (a test filtered out with `-t`) runs only
 * when it falls within the look-ahead of one that is asked for.
 */
export function lookahead<T, R>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<R>,
): (item: T) => Promise<R> {
  if (new Set(items).size !== items.length) throw new Error('lookahead: items must be unique');
  const run = limiter(size);
  const started = new Map<number, Promise<R>>();
  const start = (i: number): Promise<R> => {
    let result = started.get(i);
    if (!result) {
      result = run(() => fn(items[i]));
      // A result that is never awaited (its test filtered out, or the file failed first) is not an unhandled
      // rejection; whoever awaits it still gets the error.
      result.catch(() => undefined);
      started.set(i, result);
    }
    return result;
  };
  return (item) => {
    const i = items.indexOf(item);
    if (i < 0) return Promise.reject(new Error(`lookahead: ${String(item)} is not one of the items`));
    const result = start(i);
    for (let j = i + 1; j < Math.min(items.length, i + size); j++) start(j);
    return result;
  };
}

const fromEnv = (name: string, fallback: number) => Math.max(1, Math.floor(Number(process.env[name])) || fallback);

/**
 * How many pages one Chromium loads at once in a crawl that measures each page (the 375px crawl): 3, the fastest
 * measured on 2 cores (BENCHMARKS.md, session 14). `E2E_PAGES_AT_ONCE` overrides it.
 */
export const PAGES_AT_ONCE = fromEnv('E2E_PAGES_AT_ONCE', 3);

/**
 * How many pages the suites that run axe-core on each page (the axe suite, the diagrams) check at once. axe keeps a
 * core busy for seconds on a reference page, and on the shared 2-core machine 3 at once measured slower than one
 * after the other (BENCHMARKS.md, session 14), so the default is 1 until a quiet machine says otherwise;
 * `E2E_AXE_PAGES_AT_ONCE` overrides it.
 */
export const AXE_PAGES_AT_ONCE = fromEnv('E2E_AXE_PAGES_AT_ONCE', 1);

/**
 * `work`, given up after `ms`: then `onExpiry` runs (the caller closes the page, so the browser calls still pending on
 * it reject) and the promise returned rejects with an error that names what was under way (`what()`, read at expiry),
 * whether or not `work` ever settles. A check that never returns then fails by name and frees its place in the
 * `limiter`, instead of holding every check queued after it (the official CI of 571f992: one axe page held 30 tests).
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: () => string, onExpiry: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onExpiry();
      reject(new Error(`${what()} did not finish in ${ms / 1000} s`));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Things opened and not yet closed (browser contexts), each closed once by `closeOne`: `close` while a close is under
 * way returns that close, and `closeAll` closes every one still open and waits for those already closing, so whatever
 * runs after it (closing the browser) does not race them.
 */
export function closesOnce<T>(closeOne: (item: T) => Promise<void>): {
  add: (item: T) => void;
  close: (item: T) => Promise<void>;
  closeAll: () => Promise<void>;
} {
  const open = new Map<T, Promise<void> | undefined>();
  const close = (item: T): Promise<void> => {
    let closing = open.get(item);
    if (!closing) {
      closing = closeOne(item).finally(() => open.delete(item));
      open.set(item, closing);
    }
    return closing;
  };
  return {
    add: (item) => void open.set(item, undefined),
    close,
    closeAll: async () => {
      await Promise.all([...open.keys()].map(close));
    },
  };
}
