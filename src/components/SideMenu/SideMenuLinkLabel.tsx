import React from 'react';
import Icon from '../Icon';
import type {SideMenuExtras} from './sideMenuExtras';
import styles from './SideMenuLinkLabel.module.css';

/**
 * The content of a side-menu link that has extras: its icon (decorative), the
 * label, the description as a smaller second line, and the Community mark (the
 * top menu's wording). The link's accessible name stays the label (plus
 * "Community"): the description is hidden from the name and is instead the
 * link's accessible description, through the link's `aria-describedby` =
 * `descriptionId` (DocSidebarItem/Link sets it).
 */
export default function SideMenuLinkLabel({
  label,
  extras,
  descriptionId,
}: {
  label: string;
  extras: SideMenuExtras;
  descriptionId: string;
}): React.ReactNode {
  return (
    <>
      {extras.icon !== undefined && <Icon name={extras.icon} className={styles.icon} />}
      <span className={styles.text}>
        {label}
        {extras.description !== undefined && (
          <span id={descriptionId} className={styles.description} aria-hidden="true">
            {extras.description}
          </span>
        )}
      </span>
      {/* The space separates the two words in the accessible name; between flex items it takes no room. */}
      {extras.community && ' '}
      {extras.community && <span className={styles.community}>Community</span>}
    </>
  );
}
