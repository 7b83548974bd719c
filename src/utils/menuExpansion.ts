/**
 * When the side menu opens a category by itself (spec §4: "Reference parent sections are expanded when they or a
 * child is active"). The active entry is the route's, or on a reference page the section in view (the address
 * follows it, DESIGN.md). A category opens when the active entry moves into it, or moves within it after the reader
 * closed it; nothing closes it. Issue 36, item 13 asked that scrolling not open categories (they push the entries
 * below them, a layout shift); the spec's rule wins, so the shift stays (BENCHMARKS.md, session 14).
 */

interface AutoExpandInput {
  /** The category is collapsible and closed. */
  readonly collapsed: boolean;
  /** It holds the active entry now (it or one of its descendants is active). */
  readonly holdsTarget: boolean;
  /** It held the active entry at the previous render; undefined on the first render. */
  readonly heldTarget: boolean | undefined;
  /** The active entry changed since the previous render. */
  readonly targetChanged: boolean;
}

/**
 * A closed category opens when the active entry lands in it: it has just come to hold it (a route, a menu click,
 * Back or Forward, or the section in view changing), or the active entry moved within it. Nothing closes it.
 */
export function opensByItself({collapsed, holdsTarget, heldTarget, targetChanged}: AutoExpandInput): boolean {
  if (!collapsed || !holdsTarget) return false;
  return heldTarget !== true || targetChanged;
}
