/**
 * Suites that check each page in several states (the axe suite: widths and colour modes; the diagrams) open each
 * page once and take it through its states, each state its own test. Each state's result is its own promise,
 * resolved as soon as that state is checked; a test asks for its page and waits for its own state only. Pages are
 * independent (a fresh context each), so one browser can check several at once (`AXE_PAGES_AT_ONCE`): a test asks
 * for its page and the next pages' checks start meanwhile (`lookahead`).
 *
 * Every state has a deadline (`STATE_DEADLINE_MS`; the first state's includes opening the page): a state that never
 * finishes fails by name with the step it was in, its page is closed and the next page is checked. Without it one
 * page that never finished held every later page of its file (the official CI of 571f992: 30 tests, an hour).
 */
import type {useBrowser, TrackedPage} from './browser';
import {lookahead, withDeadline} from './pool';

/**
 * How long one page state may take before it fails by name: below jest's 120 s test timeout (e2e/jest.config.js), so
 * the state's own test reports which step did not finish. The slowest state measured (the filled JavaScript select
 * section at desktop, every closed details checked too) took 24 s alone (session 26), about twice that beside
 * another file.
 */
const STATE_DEADLINE_MS = 110_000;

export interface PageStateChecks<S, R> {
  readonly pages: readonly string[];
  readonly statesOf: (route: string) => readonly S[];
  /** A state's name on a page: the test's name, and the key of its result. */
  readonly nameOf: (route: string, state: S) => string;
  /** The width and height the page is opened at (its first state's). */
  readonly viewportOf: (route: string) => {width: number; height: number};
  readonly withPage: ReturnType<typeof useBrowser>['withPage'];
  readonly pagesAtOnce: number;
  /** `STATE_DEADLINE_MS` unless given (the unit tests' short one). */
  readonly deadlineMs?: number;
  /** Opens the page; `step` names what is under way, for the error of a state that does not finish. */
  readonly open: (tracked: TrackedPage, route: string, step: (name: string) => void) => Promise<void>;
  /** Puts the open page into the state (the `index`-th of its page) and reads what the test asserts on. */
  readonly check: (
    tracked: TrackedPage,
    route: string,
    state: S,
    index: number,
    step: (name: string) => void,
  ) => Promise<R>;
}

/** The result of every page in every state (see the file's comment): call it with a page and a state in its test. */
export function pageStateChecks<S, R>(spec: PageStateChecks<S, R>): (route: string, state: S) => Promise<R> {
  const results = new Map<string, Promise<R>>();
  const settlers = new Map<string, {resolve: (result: R) => void; reject: (error: unknown) => void}>();
  for (const route of spec.pages)
    for (const state of spec.statesOf(route)) {
      const key = spec.nameOf(route, state);
      if (results.has(key)) throw new Error(`pageStateChecks: two states are named ${key}`);
      const result = new Promise<R>((resolve, reject) => settlers.set(key, {resolve, reject}));
      result.catch(() => undefined);
      results.set(key, result);
    }

  const checkPage = lookahead(spec.pages, spec.pagesAtOnce, (route) =>
    spec.withPage(async (tracked) => {
      const states = spec.statesOf(route);
      const settler = (i: number) => settlers.get(spec.nameOf(route, states[i]))!;
      let i = 0;
      let under = 'open';
      const step = (name: string) => {
        under = name;
      };
      try {
        for (; i < states.length; i++) {
          const work =
            i === 0
              ? spec.open(tracked, route, step).then(() => spec.check(tracked, route, states[0], 0, step))
              : spec.check(tracked, route, states[i], i, step);
          const bounded = withDeadline(
            work,
            spec.deadlineMs ?? STATE_DEADLINE_MS,
            () => `${spec.nameOf(route, states[i])}: ${under}`,
            () => {
              // Closing the page rejects the browser calls still pending on it.
              tracked.context.close().catch(() => undefined);
            },
          );
          settler(i).resolve(await bounded);
        }
      } catch (error) {
        for (; i < states.length; i++) settler(i).reject(error);
      }
    }, spec.viewportOf(route)),
  );

  return (route, state) => {
    checkPage(route).catch(() => undefined);
    const result = results.get(spec.nameOf(route, state));
    if (!result) throw new Error(`pageStateChecks: no state ${spec.nameOf(route, state)}`);
    return result;
  };
}
