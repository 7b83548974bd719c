import React from 'react';
import CopyPageButton from './CopyPageButton';
import styles from './styles.module.css';

/** Site path of a page's Markdown twin: `/guides/auth/passwords` → `/guides/auth/passwords.md` (src/plugins/markdown-twins). */
export function markdownTwinUrl(route: string): string {
  const clean = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** The guide page's "Copy page" toolbar (DocItem/Content). */
export default function GuideCopyPage({permalink}: {permalink: string}): React.ReactNode {
  return (
    <div className={styles.toolbar} data-pagefind-ignore="">
      <CopyPageButton markdownUrl={markdownTwinUrl(permalink)} />
    </div>
  );
}
