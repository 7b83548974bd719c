import React, {useMemo} from 'react';
import type {CoverageGroup, CoverageLibrary} from '@site/src/utils/twins';
import {coverageRowsHtml} from '../utils/coverageRows';
import {useInAppLinks} from '../hooks/useInAppLinks';
import styles from './CoveragePage.module.css';

const ROW_CLASSES = {operation: styles.operation, cell: styles.cell, present: styles.present, absent: styles.absent};

const groupId = (title: string) => `coverage-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** One category of the coverage table (/reference/coverage): operations by client library. */
export function GroupTable({
  group,
  libraries,
}: {
  group: CoverageGroup;
  libraries: readonly CoverageLibrary[];
}): React.ReactNode {
  const id = groupId(group.title);
  const rows = useMemo(() => coverageRowsHtml(group, libraries, ROW_CLASSES), [group, libraries]);
  const onClick = useInAppLinks();
  return (
    <section className={styles.group}>
      <h2 id={id}>{group.title}</h2>
      <div
        className={`table-scroll ${styles.scroll}`}
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        // The row count sizes the table while the browser skips it off screen (content-visibility in the CSS).
        style={{'--coverage-rows': group.rows.length} as React.CSSProperties}>
        <table className={styles.table}>
          <caption className="sr-only">{group.title}: which client library documents each operation</caption>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              {libraries.map((lib) => (
                <th scope="col" key={lib.slug}>
                  {lib.title} <span className={styles.version}>{lib.version}</span>
                </th>
              ))}
            </tr>
          </thead>
          {/* The rows are markup React neither builds nor hydrates (src/features/reference/utils/coverageRows.ts). */}
          {/* The handler takes the clicks of the links inside (Enter on a focused link is a click too); the body itself
              is not interactive. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
          <tbody onClick={onClick} dangerouslySetInnerHTML={{__html: rows}} />
        </table>
      </div>
    </section>
  );
}
