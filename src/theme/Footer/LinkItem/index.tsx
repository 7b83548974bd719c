// Swizzled (ejected, thin): theme-classic 3.10.2's footer link without its `footer__link-item` class, whose rules are
// written for `.footer__items > li > a` in src/css/custom.css: 24 bytes of each of the footer's ten links on every
// page (0.7 MB of build/); see src/theme/README.md.
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/Footer/LinkItem';

export default function FooterLinkItem({item}: Props): React.ReactNode {
  const {to, href, label, prependBaseUrlToHref, className, ...props} = item;
  const toUrl = useBaseUrl(to);
  const normalizedHref = useBaseUrl(href, {forcePrependBaseUrl: true});
  return (
    <Link
      className={className}
      {...(href ? {href: prependBaseUrlToHref ? normalizedHref : href} : {to: toUrl})}
      {...props}>
      {label}
      {href && !isInternalUrl(href) && <IconExternalLink />}
    </Link>
  );
}
