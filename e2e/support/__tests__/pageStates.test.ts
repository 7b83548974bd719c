import type {TrackedPage} from '../browser';
import {pageStateChecks} from '../pageStates';

/** A stand-in for useBrowser's withPage: a context whose close is recorded; no browser. */
function fakePages() {
  const closed: string[] = [];
  let opened = 0;
  const withPage = async <T>(fn: (tracked: TrackedPage) => Promise<T>): Promise<T> => {
    const id = `page ${++opened}`;
    const tracked = {
      page: {},
      context: {close: async () => void closed.push(id)},
      consoleErrors: [],
    } as unknown as TrackedPage;
    try {
      return await fn(tracked);
    } finally {
      await tracked.context.close();
    }
  };
  return {withPage, closed, opened: () => opened};
}

const never = () => new Promise<never>(() => undefined);

describe('pageStateChecks', () => {
  it('opens each page once and gives each state its own result, in order', async () => {
    const {withPage, opened} = fakePages();
    const log: string[] = [];
    const checked = pageStateChecks<string, string>({
      pages: ['/a', '/b'],
      statesOf: () => ['mobile', 'desktop'],
      nameOf: (route, state) => `${route} at ${state}`,
      viewportOf: () => ({width: 375, height: 812}),
      withPage,
      pagesAtOnce: 1,
      open: async (_tracked, route) => void log.push(`open ${route}`),
      check: async (_tracked, route, state, index) => {
        log.push(`${route} ${state}`);
        return `${route} ${state} #${index}`;
      },
    });
    await expect(checked('/a', 'mobile')).resolves.toBe('/a mobile #0');
    await expect(checked('/a', 'desktop')).resolves.toBe('/a desktop #1');
    await expect(checked('/b', 'desktop')).resolves.toBe('/b desktop #1');
    expect(log).toEqual(['open /a', '/a mobile', '/a desktop', 'open /b', '/b mobile', '/b desktop']);
    expect(opened()).toBe(2);
    expect(() => checked('/c', 'mobile')).toThrow('no state /c at mobile');
  });

  it('fails a state that never finishes by name and step, closes its page, and checks the next page', async () => {
    const {withPage, closed} = fakePages();
    const checked = pageStateChecks<string, string>({
      pages: ['/hangs', '/next'],
      statesOf: () => ['mobile', 'desktop', 'dark'],
      nameOf: (route, state) => `${route} at ${state}`,
      viewportOf: () => ({width: 375, height: 812}),
      withPage,
      pagesAtOnce: 1,
      deadlineMs: 40,
      open: async () => undefined,
      check: async (_tracked, route, state, _index, step) => {
        step('axe');
        if (route === '/hangs' && state === 'desktop') await never();
        return `${route} ${state}`;
      },
    });
    await expect(checked('/hangs', 'mobile')).resolves.toBe('/hangs mobile');
    await expect(checked('/hangs', 'desktop')).rejects.toThrow('/hangs at desktop: axe did not finish in 0.04 s');
    // The states after it fail with the same error at once; the page was closed when the deadline passed.
    await expect(checked('/hangs', 'dark')).rejects.toThrow('/hangs at desktop: axe did not finish');
    expect(closed).toContain('page 1');
    // The next page is not held by the one that never finished.
    await expect(checked('/next', 'dark')).resolves.toBe('/next dark');
  });
});
