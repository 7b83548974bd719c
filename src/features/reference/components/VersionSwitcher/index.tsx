import React, {useId} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type {ReferenceDef} from '@site/src/data/references';
import {useDropdown} from '@site/src/hooks/useDropdown';
import {useVersionSections} from '@site/src/features/reference/hooks/useVersionSections';
import {versionChoices} from '@site/src/features/reference/utils/versionSwitch';
import {versionLabel} from '@site/src/data/references';
import Icon from '../../../../components/Icon';
import DropdownPanel from '../../../../components/DropdownPanel';
import styles from './styles.module.css';

/**
 * The version switcher of a library reference. Versions come from the registry;
 * Docusaurus' version metadata tells which sections each version has, so the
 * reader can also land on the section they are reading in the chosen version.
 */
export default function VersionSwitcher({
  reference,
  currentVersion,
}: {
  reference: ReferenceDef;
  currentVersion: string;
}): React.ReactNode {
  const dropdown = useDropdown();
  const panelId = useId();
  const headingId = useId();
  const {section, hasSection} = useVersionSections(reference);
  const choices = versionChoices(reference, currentVersion, section, hasSection);

  return (
    <div className={styles.switcher}>
      <button
        ref={dropdown.buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={dropdown.open}
        aria-controls={panelId}
        onClick={dropdown.onButtonClick}
        onKeyDown={dropdown.onButtonKeyDown}>
        <span className="sr-only">{reference.title} reference version: </span>
        {versionLabel(currentVersion)}
        <Icon name="chevron" size={14} />
      </button>
      <DropdownPanel id={panelId} dropdown={dropdown} className={styles.panel}>
        <p id={headingId} className={styles.heading}>
          Stable releases
        </p>
        <ul aria-labelledby={headingId} className={styles.list}>
          {choices.map((choice) => (
            <li key={choice.version} className={styles.choice}>
              <Link
                to={choice.href}
                className={clsx(styles.version, choice.current && styles.current)}
                aria-current={choice.current ? 'true' : undefined}
                title={`Start page of ${choice.label}`}
                data-version={choice.version}
                onClick={() => dropdown.setOpen(false)}>
                <span>{choice.label}</span>
                {choice.latest && <span className={styles.badge}>Latest</span>}
                {choice.current && <span className="sr-only"> (current)</span>}
              </Link>
              {choice.sectionHref && (
                <Link to={choice.sectionHref} className={styles.sectionLink} onClick={() => dropdown.setOpen(false)}>
                  Same section in {choice.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </DropdownPanel>
    </div>
  );
}
