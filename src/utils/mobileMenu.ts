import {MOBILE_BREAKPOINT_PX} from '../data/layout';

/** What can happen to the mobile menu (spec §4, "Mobile menu open flag"). */
export type MobileMenuEvent =
  | {type: 'toggle'}
  | {type: 'backdrop'}
  | {type: 'escape'}
  | {type: 'close'}
  | {type: 'routeChange'}
  | {type: 'resize'; width: number};

/**
 * The open flag: toggled by the menu button or by tapping the backdrop; false on
 * any route change and on widening to a large screen (1024px or more); Escape closes.
 */
export function mobileMenuReducer(open: boolean, event: MobileMenuEvent): boolean {
  switch (event.type) {
    case 'toggle':
    case 'backdrop':
      return !open;
    case 'escape':
    case 'close':
    case 'routeChange':
      return false;
    case 'resize':
      return event.width >= MOBILE_BREAKPOINT_PX ? false : open;
  }
}
