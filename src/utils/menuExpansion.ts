import {sectionUrl} from './referenceNav';

/**
 * When the side menu opens a category by itself (issue 36, item 13).
 *
 * The highlighted entry follows the section in view (the scroll-spy), but categories open only when the reader
 * navigates: a route change, a click on a menu entry or an in-page link, Back or Forward. Opening a category while
 * the reader scrolls would insert its entries and push every entry below it inside the menu (a layout shift the
 * reader did not ask for). While the section in view sits in a closed category, the category's own entry is the
 * highlighted one; the reader opens it with its caret or by following it.
 */

/**
 * The path the categories follow: on a reference page (`basePath` set) the section the reader last navigated to,
 * once there has been an in-page navigation; the route otherwise (guides, and a reference page as it opened).
 */
export function expansionPath(routePath: string, basePath: string | null, navigatedSlug: string | null): string {
  return basePath !== null && navigatedSlug !== null ? sectionUrl(basePath, navigatedSlug) : routePath;
}

interface AutoExpandInput {
  /** The category is collapsible and closed. */
  readonly collapsed: boolean;
  /** It holds the navigation target now (it or one of its descendants is the target). */
  readonly holdsTarget: boolean;
  /** It held the target at the previous render; undefined on the first render. */
  readonly heldTarget: boolean | undefined;
  /** The navigation target changed since the previous render. */
  readonly targetChanged: boolean;
}

/**
 * A closed category opens when navigation lands in it: it has just come to hold the target, or the target moved
 * within it. Nothing else opens it (in particular not the section in view changing), and nothing closes it.
 */
export function opensByItself({collapsed, holdsTarget, heldTarget, targetChanged}: AutoExpandInput): boolean {
  if (!collapsed || !holdsTarget) return false;
  return heldTarget !== true || targetChanged;
}
