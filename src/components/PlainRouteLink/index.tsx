import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {isPlainClick} from '@site/src/utils/plainClick';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of this site (`/reference/kotlin/select`). */
  readonly to: string;
  /** Runs first on a plain click; return true when it handled the navigation itself. */
  readonly onNavigate?: () => boolean;
  readonly children: ReactNode;
};

/** Loads a route's chunks ahead of a likely click, as Docusaurus' Link does on hover (window.docusaurus). */
function preload(to: string): void {
  (window as {docusaurus?: {preload: (path: string) => unknown}}).docusaurus?.preload(to);
}

/**
 * An internal link for the links a page repeats by the hundred (a reference's per-section headings and
 * language twins, the side menu's items). Docusaurus' Link gives each link its own IntersectionObserver and
 * prefetches routes as they scroll by; across a whole version that was measured as hundreds of milliseconds
 * of main-thread work on a phone. This one is a plain anchor that navigates in the client on a plain click
 * and loads the route's chunks when the pointer or the focus reaches it; the build still checks the route
 * (useBrokenLinks).
 */
export default function PlainRouteLink({to: route, onNavigate, onClick, children, ...rest}: Props): ReactNode {
  const history = useHistory();
  // As Docusaurus' Link does: the site's trailing-slash rule applies (`/guides/ai/` → `/guides/ai`).
  const {trailingSlash, baseUrl} = useDocusaurusContext().siteConfig;
  const to = applyTrailingSlash(route, {trailingSlash, baseUrl});
  useBrokenLinks().collectLink(to);
  return (
    <a
      {...rest}
      href={to}
      onMouseEnter={() => preload(to)}
      onTouchStart={() => preload(to)}
      onFocus={() => preload(to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (onNavigate?.()) return;
        history.push(to);
      }}>
      {children}
    </a>
  );
}
