/**
 * Reusing the server's markup while the page hydrates. A code block's highlighted lines are static: the server
 * wrote them, and tokenizing the code again in the browser (Prism) only to produce the same spans costs a
 * guide with 20 blocks about as much as hydrating the rest of its content. During hydration the block reads its
 * server markup (found by a marker class derived from `useId`, which is the same on the server and in the
 * hydrating browser) and hands it back to React as inner HTML, which React leaves in place.
 */
import {useEffect} from 'react';

let hydrationDone = false;

/** Marks hydration as over once any component using it has committed; blocks mounted after that tokenize. */
export function useHydrationDone(): void {
  useEffect(() => {
    hydrationDone = true;
  }, []);
}

/** A class name made of a `useId` value (React 19 ids such as `_R_1b_` are valid class names already). */
export function markerClass(id: string): string {
  return `cb${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

export interface ServerCodeMarkup {
  preClassName: string;
  /** The <pre>'s inline style (the highlighting theme's colours), as a React style object. */
  preStyle: Record<string, string>;
  codeClassName: string;
  codeHtml: string;
}

/** An element's inline style as a React style object (`background-color` → `backgroundColor`). */
export function inlineStyle(el: HTMLElement): Record<string, string> {
  const style: Record<string, string> = {};
  for (const property of Array.from(el.style)) {
    const key = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = el.style.getPropertyValue(property);
  }
  return style;
}

/** The server's code block marked `marker`, when this render is hydrating it; otherwise undefined. */
export function serverCodeMarkup(marker: string): ServerCodeMarkup | undefined {
  if (hydrationDone || typeof document === 'undefined') return undefined;
  const pre = document.getElementsByClassName(marker)[0];
  const code = pre?.firstElementChild;
  if (!(pre instanceof HTMLElement) || pre.tagName !== 'PRE' || !code || code.tagName !== 'CODE') return undefined;
  return {
    preClassName: pre.className,
    preStyle: inlineStyle(pre),
    codeClassName: code.className,
    codeHtml: code.innerHTML,
  };
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
