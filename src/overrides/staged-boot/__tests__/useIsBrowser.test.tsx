import type ReactType from 'react';
import type {ReactNode} from 'react';

type Client = typeof import('react-dom/client');
type Server = typeof import('react-dom/server');

/**
 * A fresh page load: the hook's module ("has the page hydrated") with its own React, React DOM and server
 * renderer from one module registry (elements are made with createElement for the same reason).
 */
function freshPage() {
  let page!: {React: typeof ReactType; client: Client; server: Server; useIsBrowser: () => boolean};
  jest.isolateModules(() => {
    page = {
      React: jest.requireActual('react'),
      client: jest.requireActual('react-dom/client'),
      server: jest.requireActual('react-dom/server'),
      useIsBrowser: (jest.requireActual('../useIsBrowser') as {default: () => boolean}).default,
    };
  });
  return page;
}

describe('useIsBrowser (production browser bundle)', () => {
  let container: HTMLDivElement;
  beforeAll(() => {
    (globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('hydrates with the server value (false) without a mismatch, then turns true', async () => {
    const {React, client, server, useIsBrowser} = freshPage();
    const seen: boolean[] = [];
    function Reader(): ReactNode {
      const isBrowser = useIsBrowser();
      seen.push(isBrowser);
      return React.createElement('span', null, isBrowser ? 'browser' : 'server');
    }
    container.innerHTML = server.renderToString(React.createElement(Reader));
    expect(container.textContent).toBe('server');
    seen.length = 0;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    await React.act(async () => {
      client.hydrateRoot(container, React.createElement(Reader), {onRecoverableError: recoverable});
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(seen[0]).toBe(false);
    expect(seen[seen.length - 1]).toBe(true);
    expect(container.textContent).toBe('browser');
  });

  it('is true in the first render of a component mounted after the page has hydrated', async () => {
    const {React, client, useIsBrowser} = freshPage();
    const firstRender: Record<string, boolean> = {};
    function Reader({name}: {name: string}): ReactNode {
      const isBrowser = useIsBrowser();
      firstRender[name] ??= isBrowser;
      return React.createElement('i', null, name);
    }
    const root = client.createRoot(container);
    await React.act(async () => root.render(React.createElement(Reader, {name: 'a', key: 'a'})));
    await React.act(async () =>
      root.render([
        React.createElement(Reader, {name: 'a', key: 'a'}),
        React.createElement(Reader, {name: 'b', key: 'b'}),
      ]),
    );
    expect(firstRender).toEqual({a: false, b: true});
    await React.act(async () => root.unmount());
  });

  it('turns true through a transition, so React renders the readers in slices', async () => {
    const {React, client, useIsBrowser} = freshPage();
    const transition = jest.spyOn(React, 'startTransition');
    function Reader(): ReactNode {
      return React.createElement('b', null, String(useIsBrowser()));
    }
    const root = client.createRoot(container);
    await React.act(async () => root.render(React.createElement(Reader)));
    expect(transition).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('true');
    await React.act(async () => root.unmount());
  });
});
