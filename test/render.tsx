import React, {type ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
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

export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', {configurable: true, writable: true, value: width});
  window.dispatchEvent(new Event('resize'));
}
