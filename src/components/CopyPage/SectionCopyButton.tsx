import React from 'react';
import CopyPageButton from './CopyPageButton';
import {markdownCopyUrl} from './GuideCopyPage';
import styles from './styles.module.css';

/** "Copy section" in a reference section's header: copies the section's Markdown copy (`<section route>.md`). */
export default function SectionCopyButton({url}: {url?: string}): React.ReactNode {
  if (!url) return null;
  return (
    <div className={styles.sectionCopy}>
      <CopyPageButton markdownUrl={markdownCopyUrl(url)} label="Copy section" what="section" />
    </div>
  );
}
