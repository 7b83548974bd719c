import React from 'react';
import Link from '@docusaurus/Link';
import {TOP_MENU, topMenuLinks} from '@site/src/data/topMenu';
import {useSearch} from '@site/src/hooks/useSearch';
import styles from './styles.module.css';

/** Where a reader who hit a missing page most likely wanted to go: the top menu's own pages. */
const DESTINATIONS = TOP_MENU.flatMap((item) =>
  item.href ? [{label: item.label, href: item.href}] : topMenuLinks(item),
).filter((link) => !('external' in link && link.external));

/** The help on a "not found" page: search, and the portal's main destinations. */
export default function NotFoundHelp(): React.ReactNode {
  const {show} = useSearch();
  return (
    <div className={styles.help}>
      <p>
        <button type="button" className="button button--primary" onClick={show}>
          Search the docs
        </button>
      </p>
      <h2 className={styles.heading}>Or start from one of these</h2>
      <ul className={styles.destinations}>
        {DESTINATIONS.map((d) => (
          <li key={d.href}>
            <Link to={d.href}>{d.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
