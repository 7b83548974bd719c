import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {TopMenuLink as TopMenuLinkData} from '@site/src/data/topMenu';
import Icon from '../Icon';
import {useLibrarySwitchHref} from '../../features/reference/hooks/useLibrarySwitchHref';
import styles from './styles.module.css';

/**
 * One entry of a top-menu dropdown: icon, label, Community mark, external links in a new tab. A client
 * library's entry is the library switch: from a section of another library it leads to the same section
 * (useLibrarySwitchHref).
 */
export default function TopMenuLink({
  link,
  active,
  onNavigate,
}: {
  link: TopMenuLinkData;
  active?: boolean;
  onNavigate?: () => void;
}): React.ReactNode {
  const to = useLibrarySwitchHref(link.external ? undefined : link.level, link.href);
  const content = (
    <>
      <Icon name={link.icon} className={styles.itemIcon} />
      <span>{link.label}</span>
      {link.community && <span className={styles.community}>Community</span>}
      {link.external && <Icon name="external" size={12} className={styles.externalIcon} />}
      {link.external && <span className="sr-only"> (opens in a new tab)</span>}
    </>
  );
  const className = clsx(styles.item, active && styles.itemActive);
  return link.external ? (
    <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
      {content}
    </a>
  ) : (
    <Link className={className} to={to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {content}
    </Link>
  );
}
