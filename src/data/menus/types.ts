/**
 * Shapes of the guide side menus. One menu per guide menu id: each file in this
 * folder exports the `items` of one menu, and menus/index.ts joins them with the
 * title, icon and url of their area (src/data/guideAreas.ts). sidebars.ts, the
 * page shell and the tests all read these, so a label or href is written exactly once.
 */
import type {IconName} from '../icons';

/** A page (internal route or external URL), optionally with nested child pages. */
export interface MenuLink {
  readonly kind: 'link';
  readonly name: string;
  /** Site path (`/guides/auth/users`) or an absolute external URL. */
  readonly url: string;
  /** Drawn before the label (src/components/Icon): an area's or library's line icon, a provider's mark. */
  readonly icon?: IconName;
  /** Marks community-maintained libraries (C#, Kotlin) and providers. */
  readonly community?: boolean;
  /** One-line description shown under the label (the phone-login SMS providers). */
  readonly description?: string;
  readonly items?: readonly MenuLink[];
}

/** A group heading with no page of its own (`[G]` in the content plan). */
export interface MenuGroup {
  readonly kind: 'group';
  readonly name: string;
  /** Some groups carry the url of their area's overview (REST API "Tools"). */
  readonly url?: string;
  readonly items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export interface GuideMenu {
  /** The menu id. */
  readonly id: string;
  /** Heading shown at the top of the side menu. */
  readonly title: string;
  readonly icon: IconName;
  /** The area's landing page, when it has one. */
  readonly url?: string;
  readonly items: readonly MenuEntry[];
}

export function link(
  name: string,
  url: string,
  options: {icon?: IconName; community?: boolean; description?: string; items?: readonly MenuLink[]} = {},
): MenuLink {
  return {kind: 'link', name, url, ...options};
}

export function group(name: string, items: readonly MenuLink[], options: {url?: string} = {}): MenuGroup {
  return {kind: 'group', name, items, ...options};
}
