import React, {useId} from 'react';
import clsx from 'clsx';
import type {TopMenuItem} from '@site/src/data/topMenu';
import type {ActiveTopMenuItem} from '@site/src/utils/activeTopMenuItem';
import {useDropdown} from '@site/src/hooks/useDropdown';
import DropdownPanel from '../DropdownPanel';
import TopMenuLink from './TopMenuLink';
import styles from './styles.module.css';

/** A dropdown of the top menu (Products, Build, Reference, Resources). */
export default function TopMenuDropdown({
  item,
  active,
}: {
  item: TopMenuItem;
  active: ActiveTopMenuItem | undefined;
}): React.ReactNode {
  const dropdown = useDropdown();
  const panelId = useId();
  const isActive = active?.dropdown === item.label;
  return (
    <div className={styles.dropdown}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className={clsx(styles.topItem, isActive && styles.topItemActive)}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        onClick={dropdown.onButtonClick}
        onKeyDown={dropdown.onButtonKeyDown}>
        {item.label}
      </button>
      <DropdownPanel id={panelId} dropdown={dropdown} className={styles.panel}>
        {/* Rendered when open only: every page would otherwise ship and hydrate all four panels' links. */}
        {dropdown.open &&
          (item.sections ?? []).map((section, i) => (
            <div key={section.heading ?? i} className={styles.panelSection}>
              {section.heading && <p className={styles.panelHeading}>{section.heading}</p>}
              <ul className={styles.panelList}>
                {section.items.map((link) => (
                  <li key={link.label}>
                    <TopMenuLink
                      link={link}
                      active={isActive && active?.label === link.label}
                      onNavigate={() => dropdown.setOpen(false)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </DropdownPanel>
    </div>
  );
}
