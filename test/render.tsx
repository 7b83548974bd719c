import React, {type ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';
import {MobileMenuProvider} from '@site/src/hooks/useMobileMenu';
import {SideMenuSlotProvider} from '@site/src/hooks/useSideMenuSlot';
import {SearchProvider} from '@site/src/hooks/useSearch';

/** Renders inside a router at `route`, with the app-wide providers of src/theme/Root.tsx. */
export function renderAt(ui: ReactNode, route = '/'): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <MobileMenuProvider>
        <SideMenuSlotProvider>
          <SearchProvider>{ui}</SearchProvider>
        </SideMenuSlotProvider>
      </MobileMenuProvider>
    </MemoryRouter>,
  );
}

/**
 * `renderAt`, plus a probe of the router's location: the returned function gives the current pathname, so a test can
 * check where a click took the app.
 */
export function renderWithLocation(ui: ReactNode, route = '/'): () => string {
  let pathname = '';
  renderAt(
    <>
      {ui}
      <Route
        render={({location}) => {
          pathname = location.pathname;
          return null;
        }}
      />
    </>,
    route,
  );
  return () => pathname;
}

export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', {configurable: true, writable: true, value: width});
  window.dispatchEvent(new Event('resize'));
}
