// Swizzled (ejected, thin): the side menu is chosen by menu id, follows the spec's 1024px breakpoint
// (fixed 420px column above, overlay drawer below) and drives in-page reference navigation; see src/theme/README.md.
import React, {useCallback, useEffect, useRef, useState, type MouseEvent} from 'react';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/DocSidebar';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarItems from '@theme/DocSidebarItems';
import {useLayoutSize} from '@site/src/hooks/useLayoutSize';
import {sectionName} from '@site/src/data/menuIds';
import {menuIdForPath} from '@site/src/utils/menuIdForPath';
import {sectionUrl, slugForPath} from '@site/src/utils/referenceNav';
import {FillSideMenu} from '@site/src/hooks/useSideMenuSlot';
import {useMobileMenu} from '@site/src/hooks/useMobileMenu';
import {useReferenceNav} from '@site/src/features/reference/hooks/referenceNavStore';
import {navigateToSection} from '@site/src/features/reference/hooks/useReferenceNavigation';
import SideMenuHeader from '@site/src/components/SideMenu/SideMenuHeader';
import {isPlainClick} from '@site/src/utils/plainClick';
import {hiddenServerMarkup, useHydrationDone} from '@site/src/utils/serverMarkup';
import {LARGE_SCREEN_QUERY} from '@site/src/data/layout';
import {afterMenuSettles} from '@site/src/utils/menuSettling';

export default function DocSidebar(props: Props): React.ReactNode {
  const windowSize = useLayoutSize();
  // Below 1024px the server's column menu is hidden and replaced by the drawer's right after hydration: it is
  // handed back to React as inner HTML instead of being hydrated item by item.
  const [hiddenMarkup] = useState(() => hiddenServerMarkup('.side-menu', LARGE_SCREEN_QUERY));
  useHydrationDone();
  const {pathname} = useLocation();
  const menuId = menuIdForPath(pathname);
  const nav = useReferenceNav();
  const {close, open: drawerOpen} = useMobileMenu();
  const container = useRef<HTMLDivElement>(null);
  const onReferencePage = nav.menuId !== null && nav.menuId === menuId && nav.basePath !== null;
  // On a reference page the active entry is the section in view (the address follows it), not the route it was
  // opened at; its parents open as it moves into them (spec §4), by the rule of src/utils/menuExpansion.ts.
  const activePath =
    onReferencePage && nav.activeSlug ? sectionUrl(nav.basePath as string, nav.activeSlug) : props.path;

  const onClickCapture = useCallback(
    (event: MouseEvent) => {
      if (!onReferencePage || !isPlainClick(event)) return;
      const anchor = (event.target as HTMLElement).closest('a');
      // Group headings are anchors without a destination: nothing to navigate to.
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || href === '#') return;
      const slug = slugForPath(nav.basePath as string, new URL(href, window.location.href).pathname, nav.slugs);
      if (slug !== undefined && navigateToSection(slug)) {
        event.preventDefault();
        close();
      }
    },
    [onReferencePage, nav.basePath, nav.slugs, close],
  );

  // Keep the current entry visible inside the menu: on load, as the section in view changes, when the drawer opens.
  // (The current page's link has aria-current; the categories around it are also marked active.)
  // While the section in view sits in a closed category, the category's entry (the deepest one marked active) is it.
  // Measured once the parents this change opens have finished opening (src/utils/menuSettling.ts): scrolled halfway
  // through an opening, the list goes on growing and pushes the entries in view down.
  useEffect(
    () =>
      afterMenuSettles(
        () => container.current,
        () => {
          const menu = container.current;
          const marked = menu?.querySelectorAll<HTMLElement>('a.menu__link--active');
          const active =
            menu?.querySelector<HTMLElement>('a[aria-current="page"]') ??
            (marked && marked.length > 0 ? marked[marked.length - 1] : null);
          const scroller = active?.closest<HTMLElement>('nav.menu, [role="dialog"]');
          if (!active || !scroller) return;
          const a = active.getBoundingClientRect();
          const s = scroller.getBoundingClientRect();
          if (a.top < s.top || a.bottom > s.bottom) scroller.scrollTop += a.top - s.top - s.height / 3;
        },
      ),
    [activePath, windowSize, drawerOpen],
  );

  if (menuId === undefined) return null;
  if (windowSize === 'mobile') {
    return (
      <FillSideMenu label={`${sectionName(menuId)} menu`}>
        <div ref={container} onClickCapture={onClickCapture}>
          <nav aria-label={`${sectionName(menuId)} menu`} data-side-menu={menuId}>
            <SideMenuHeader menuId={menuId} />
            <ul className="menu__list">
              <DocSidebarItems items={props.sidebar} activePath={activePath} level={1} />
            </ul>
          </nav>
        </div>
      </FillSideMenu>
    );
  }
  if (windowSize === 'ssr' && hiddenMarkup !== undefined) {
    return <div data-side-menu={menuId} className="side-menu" dangerouslySetInnerHTML={{__html: hiddenMarkup}} />;
  }
  return (
    <div ref={container} data-side-menu={menuId} className="side-menu" onClickCapture={onClickCapture}>
      <SideMenuHeader menuId={menuId} />
      <DocSidebarDesktop {...props} path={activePath} />
    </div>
  );
}
