// Swizzled (new Root): app-wide providers for the mobile menu, the drawer's menu slot and search.
import React, {type ReactNode} from 'react';
import {MobileMenuProvider} from '@site/src/hooks/useMobileMenu';
import {SideMenuSlotProvider} from '@site/src/hooks/useSideMenuSlot';
import {SearchProvider} from '@site/src/hooks/useSearch';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <MobileMenuProvider>
      <SideMenuSlotProvider>
        <SearchProvider>{children}</SearchProvider>
      </SideMenuSlotProvider>
    </MobileMenuProvider>
  );
}
