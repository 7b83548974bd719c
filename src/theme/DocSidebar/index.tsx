// Swizzled (ejected, thin): the side menu is chosen by menu id and follows the spec's 1024px breakpoint
// (fixed 420px column above, overlay drawer below); see src/theme/README.md.
import React from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarItems from '@theme/DocSidebarItems';
import {MOBILE_BREAKPOINT_PX} from '@site/src/data/layout';
import {sectionName} from '@site/src/data/menuIds';
import {menuIdForPath} from '@site/src/utils/menuIdForPath';
import {FillSideMenu} from '@site/src/hooks/useSideMenuSlot';
import SideMenuHeader from '@site/src/components/SideMenu/SideMenuHeader';

export default function DocSidebar(props: Props): React.ReactNode {
  const windowSize = useWindowSize({desktopBreakpoint: MOBILE_BREAKPOINT_PX});
  const {pathname} = useLocation();
  const menuId = menuIdForPath(pathname);
  if (menuId === undefined) return null;
  if (windowSize === 'mobile') {
    return (
      <FillSideMenu label={`${sectionName(menuId)} menu`}>
        <nav aria-label={`${sectionName(menuId)} menu`} data-side-menu={menuId}>
          <SideMenuHeader menuId={menuId} />
          <ul className="menu__list">
            <DocSidebarItems items={props.sidebar} activePath={props.path} level={1} />
          </ul>
        </nav>
      </FillSideMenu>
    );
  }
  return (
    <div data-side-menu={menuId} className="side-menu">
      <SideMenuHeader menuId={menuId} />
      <DocSidebarDesktop {...props} />
    </div>
  );
}
