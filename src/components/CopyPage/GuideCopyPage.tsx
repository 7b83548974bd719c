import React from 'react';
import CopyPageButton from './CopyPageButton';
import styles from './styles.module.css';

/** Site path of a page's Markdown copy: `/guides/auth/passwords` → `/guides/auth/passwords.md` (src/plugins/content/markdown-copies). */
export function markdownCopyUrl(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** The guide page's "Copy page" toolbar (DocItem/Content). */
export default function GuideCopyPage({permalink}: {permalink: string}): React.ReactNode {
  return (
    <div className={styles.toolbar} data-pagefind-ignore="">
      <CopyPageButton markdownUrl={markdownCopyUrl(permalink)} />
    </div>
  );
}
