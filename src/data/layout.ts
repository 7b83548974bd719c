/** Layout constants of the spec (§9). The CSS reads them through variables set in Root. */
export const SIDE_MENU_WIDTH_PX = 420;
/** Large screens start here: fixed side menu at or above, overlay drawer below. */
export const MOBILE_BREAKPOINT_PX = 1024;

/**
 * Wide screens start here (not a spec value): reference sections put their examples in a sticky column beside the
 * text, and guides give the table of contents a fixed column so code has room (issue 36, item 3).
 */
export const WIDE_LAYOUT_PX = 1280;

export const LARGE_SCREEN_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
