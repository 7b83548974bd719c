/**
 * After a client-side navigation, focus moves to the new page's main heading (or the element its address names),
 * so that the next Tab starts in the page instead of at the top bar, and screen readers announce the new content.
 * A Docusaurus client module (public lifecycle API); the rule is src/utils/routeFocus.ts.
 */
import type {ClientModule} from '@docusaurus/types';
import {routeFocusTarget} from '../utils/routeFocus';

function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({preventScroll: true});
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    const target = routeFocusTarget(previousLocation, location);
    if (!target) return;
    const byHash = target === 'hash' ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const element = byHash ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
    if (element) focusWithoutScroll(element);
  },
};

export default clientModule;
