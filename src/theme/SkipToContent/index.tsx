// Swizzled (ejected): the stock skip link also resets focus to the top of the page after every navigation (so ten top-bar stops came before the content); this one moves focus to the new page's heading, by the rule in src/utils/routeFocus.ts.
import React, {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import styles from '@docusaurus/theme-classic/lib/theme/SkipToContent/styles.module.css';
import {routeFocusTarget} from '@site/src/utils/routeFocus';

/** Focuses an element that is not in the tab order without scrolling (the page has scrolled itself). */
function focusWithoutScroll(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({preventScroll: true});
}

/** After a client-side navigation: the new page's main heading, or the element its address names. */
function useFocusOnNavigation(): void {
  const location = useLocation();
  const previous = useRef<typeof location | null>(null);
  useEffect(() => {
    const target = routeFocusTarget(previous.current, location);
    previous.current = location;
    // An open modal dialog (the search, which outlives the page under it) keeps the focus it holds.
    if (!target || document.activeElement?.closest('[aria-modal="true"]')) return;
    const byHash = target === 'hash' ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const element = byHash ?? document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
    if (element) focusWithoutScroll(element);
  }, [location]);
}

const LABEL = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});

export default function SkipToContent(): ReactNode {
  useFocusOnNavigation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.querySelector<HTMLElement>('main');
    if (main) focusWithoutScroll(main);
  };
  return (
    <div role="region" aria-label={LABEL}>
      <a className={styles.skipToContent} href="#__docusaurus_skipToContent_fallback" onClick={skip}>
        {LABEL}
      </a>
    </div>
  );
}
