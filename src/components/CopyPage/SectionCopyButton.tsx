import React from 'react';
import CopyPageButton from './CopyPageButton';
import {markdownTwinUrl} from './GuideCopyPage';
import styles from './styles.module.css';

/** "Copy section" in a reference section's header: copies the section's Markdown twin (`<section route>.md`). */
export default function SectionCopyButton({url}: {url?: string}): React.ReactNode {
  if (!url) return null;
  return (
    <div className={styles.sectionCopy}>
      <CopyPageButton markdownUrl={markdownTwinUrl(url)} label="Copy section" what="section" />
    </div>
  );
}
