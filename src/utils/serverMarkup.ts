/**
 * Reusing the server's markup while the page hydrates: an element about to be replaced (the side menu at a width
 * where it is hidden) is handed back to React as inner HTML, which React leaves in place.
 */
import {useEffect} from 'react';

let hydrationDone = false;

/** Marks hydration as over once any component using it has committed; elements mounted after that render as usual. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrationDone = true;
  }, []);
}

/**
 * The inner markup the server wrote for the element matching `selector`, when this render is hydrating it and
 * the element is not shown at this width (`shownWhen`, a media query, does not match): it is then about to be
 * replaced, and hydrating it would be work thrown away. Otherwise undefined.
 */
export function hiddenServerMarkup(selector: string, shownWhen: string): string | undefined {
  if (hydrationDone || typeof document === 'undefined' || window.matchMedia(shownWhen).matches) return undefined;
  return document.querySelector(selector)?.innerHTML;
}

/** For tests: start as a freshly loaded page. */
export function resetHydrationForTests(): void {
  hydrationDone = false;
}
