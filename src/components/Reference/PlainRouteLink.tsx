import React, {type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {isPlainClick} from '@site/src/utils/plainClick';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A route of this site (`/reference/kotlin/select`). */
  readonly to: string;
  /** Runs first on a plain click; return true when it handled the navigation itself. */
  readonly onNavigate?: () => boolean;
  readonly children: ReactNode;
};

/**
 * An internal link for the hundreds of links a reference page repeats per section (headings, language
 * twins). Docusaurus' Link gives each link its own IntersectionObserver and prefetches routes as they
 * scroll by; across a whole version that was measured as hundreds of milliseconds of main-thread work on
 * a phone. This one is a plain anchor that navigates in the client on a plain click; the build still
 * checks the route (useBrokenLinks).
 */
export default function PlainRouteLink({to, onNavigate, onClick, children, ...rest}: Props): ReactNode {
  const history = useHistory();
  useBrokenLinks().collectLink(to);
  return (
    <a
      {...rest}
      href={to}
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
