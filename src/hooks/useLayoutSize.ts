import {useWindowSize} from '@docusaurus/theme-common';
import {MOBILE_BREAKPOINT_PX} from '../data/layout';

/**
 * 'desktop' from 1024px up and 'mobile' below, exactly where the CSS switches
 * (`min-width: 1024px`). Docusaurus' useWindowSize counts a width as desktop only
 * when it is *above* its breakpoint, so it is given the last mobile width.
 */
export function useLayoutSize(): ReturnType<typeof useWindowSize> {
  return useWindowSize({desktopBreakpoint: MOBILE_BREAKPOINT_PX - 1});
}
