// Swizzled (ejected): the stock item with less markup and plain client-side links (a reference menu repeats it ~300 times on each of ~1,600 pages), plus our customProps (icon, Community, description); see src/theme/README.md.
import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import SideMenuLinkLabel from '@site/src/components/SideMenu/SideMenuLinkLabel';
import {sideMenuExtras} from '@site/src/components/SideMenu/sideMenuExtras';
import PlainRouteLink from '@site/src/components/PlainRouteLink';

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level: _level,
  index: _index,
  tabIndex,
  ...props
}: Props): React.ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  // Plain items (no icon, Community mark or description) render exactly the stock-less markup: nothing is added.
  const extras = sideMenuExtras(item.customProps);
  const descriptionId = useId();
  const linkProps = {
    // No `menu__link` class: Infima's rules for it are `.menu__list > li > a` in src/css/custom.css.
    className: isActive ? 'menu__link--active' : undefined,
    'aria-current': isActive ? ('page' as const) : undefined,
    'aria-describedby': extras?.description !== undefined ? descriptionId : undefined,
    // Items of an open group are focusable anyway; only a collapsed group's -1 needs saying.
    tabIndex: tabIndex === 0 ? undefined : tabIndex,
    ...props,
  };
  const content = extras ? <SideMenuLinkLabel label={label} extras={extras} descriptionId={descriptionId} /> : label;
  return (
    // No `menu__list-item` class: its one rule (the gap between items) is `.menu__list > li` in src/css/custom.css.
    // With `menu__link`, 39 bytes on each of the ~100-170 entries every reference section route repeats.
    <li className={className}>
      {isInternalLink ? (
        // A plain anchor with client-side navigation: no IntersectionObserver and prefetch per item (see PlainRouteLink).
        <PlainRouteLink to={href} {...linkProps} {...(onItemClick ? {onClick: () => onItemClick(item)} : {})}>
          {content}
        </PlainRouteLink>
      ) : (
        <Link to={href} autoAddBaseUrl={autoAddBaseUrl} {...linkProps}>
          {content}
          <IconExternalLink />
        </Link>
      )}
    </li>
  );
}
