/**
 * Whether a side menu's layout is still changing: a list of it is opening or closing. Docusaurus' `Collapsible`
 * animates a list's height with inline styles (height in px, then `auto` once open, or `display: none` once closed,
 * both at `transitionend`); a list that is to open starts at `0px` before its first frame. A list that opens with the
 * menu (never animated) has `height: auto` at once.
 *
 * The menu keeps its current entry in view by scrolling itself (src/theme/DocSidebar). Measured while a parent opens,
 * the entry's place is not its final one, and the list keeps growing after the scroll: it then pushes every entry
 * below it, in view, for the rest of the animation (BENCHMARKS.md, session 20). So the scroll waits for the menu to
 * settle.
 */
export function menuListMoving(menu: ParentNode): boolean {
  for (const list of Array.from(menu.querySelectorAll<HTMLElement>('ul.menu__list'))) {
    const {height, display} = list.style;
    if (height === '') continue;
    const closed = list.parentElement?.classList.contains('menu__list-item--collapsed') ?? false;
    if (closed ? display !== 'none' : height !== 'auto') return true;
  }
  return false;
}

/** The longest the menu waits for its lists to settle before it scrolls anyway (ms). */
export const MENU_SETTLE_LIMIT_MS = 1000;

/**
 * Calls `then` once the menu's lists have settled (checked at each animation frame, from the second frame on, so that
 * a parent opened by the same change has started), or after MENU_SETTLE_LIMIT_MS. Returns a cancel function.
 */
export function afterMenuSettles(menu: () => ParentNode | null, then: () => void): () => void {
  const start = performance.now();
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(function check(now) {
      const root = menu();
      if (root && menuListMoving(root) && now - start < MENU_SETTLE_LIMIT_MS) {
        frame = requestAnimationFrame(check);
        return;
      }
      then();
    });
  });
  return () => cancelAnimationFrame(frame);
}
