// Swizzled (wrapper-free Root): app-wide providers for the mobile menu, the drawer's menu slot and search.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {MobileMenuProvider} from '@site/src/hooks/useMobileMenu';
import {SideMenuSlotProvider} from '@site/src/hooks/useSideMenuSlot';
import {SearchProvider} from '@site/src/hooks/useSearch';
import {SIDE_MENU_WIDTH_PX} from '@site/src/data/layout';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <MobileMenuProvider>
      <SideMenuSlotProvider>
        <SearchProvider>
          <Head>
            {/* The one CSS variable fed by the layout constants (src/data/layout.ts). */}
            <style>{`:root{--side-menu-width:${SIDE_MENU_WIDTH_PX}px;--doc-sidebar-width:${SIDE_MENU_WIDTH_PX}px}`}</style>
          </Head>
          {children}
        </SearchProvider>
      </SideMenuSlotProvider>
    </MobileMenuProvider>
  );
}
