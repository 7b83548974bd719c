/** Layout constants of the spec (§9). The CSS reads them through variables set in Root. */
export const SIDE_MENU_WIDTH_PX = 420;
/** Large screens start here: fixed side menu at or above, overlay drawer below. */
export const MOBILE_BREAKPOINT_PX = 1024;

export const LARGE_SCREEN_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
