// Swizzled (new Root): app-wide providers for the mobile menu, the drawer's menu slot and search, and the search dialog.
import React, {type ReactNode} from 'react';
import {MobileMenuProvider} from '@site/src/hooks/useMobileMenu';
import {SideMenuSlotProvider} from '@site/src/hooks/useSideMenuSlot';
import {SearchProvider} from '@site/src/hooks/useSearch';
import OpenSearchDialog from '@site/src/components/Search/OpenSearchDialog';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <MobileMenuProvider>
      <SideMenuSlotProvider>
        <SearchProvider>
          {children}
          {/* Beside the pages, not in a top bar: it stays open, with its query, while the page under it changes. */}
          <OpenSearchDialog />
        </SearchProvider>
      </SideMenuSlotProvider>
    </MobileMenuProvider>
  );
}
