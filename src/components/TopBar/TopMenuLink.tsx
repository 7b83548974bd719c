import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {TopMenuLink as TopMenuLinkData} from '@site/src/data/topMenu';
import Icon from '../Icon';
import styles from './styles.module.css';

/** One entry of a top-menu dropdown: icon, label, Community mark, external links in a new tab. */
export default function TopMenuLink({link, active, onNavigate}: {link: TopMenuLinkData; active?: boolean; onNavigate?: () => void}): React.ReactNode {
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
    <Link className={className} to={link.href} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {content}
    </Link>
  );
}
