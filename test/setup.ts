import '@testing-library/jest-dom';

if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs(): void {
  // Docusaurus' Link prefetches routes through window.docusaurus in the browser.
  Object.assign(window, {docusaurus: {prefetch: () => Promise.resolve(), preload: () => Promise.resolve()}});

  /**
   * jsdom has no matchMedia: this one evaluates min-/max-width queries against
   * window.innerWidth and fires `change` when a resize crosses the query.
   */
  type Listener = (event: {matches: boolean}) => void;
  function matchMedia(query: string): MediaQueryList {
    const evaluate = () => {
      const min = /min-width:\s*(\d+)px/.exec(query);
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
    };
    const listeners = new Set<Listener>();
    let last = evaluate();
    window.addEventListener('resize', () => {
      const now = evaluate();
      if (now !== last) {
        last = now;
        listeners.forEach((l) => l({matches: now}));
      }
    });
    return {
      get matches() {
        return evaluate();
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: Listener) => listeners.add(l),
      removeEventListener: (_: string, l: Listener) => listeners.delete(l),
      addListener: (l: Listener) => listeners.add(l),
      removeListener: (l: Listener) => listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  }
  Object.defineProperty(window, 'matchMedia', {writable: true, value: matchMedia});
}
