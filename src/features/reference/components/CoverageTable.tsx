import React from 'react';
import Link from '@docusaurus/Link';
import {twinUrl, type CoverageGroup, type CoverageLibrary} from '@site/src/utils/twins';
import styles from './CoveragePage.module.css';

const groupId = (title: string) => `coverage-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function Cell({
  url,
  operation,
  library,
}: {
  url: string | null;
  operation: string;
  library: CoverageLibrary;
}): React.ReactNode {
  return url ? (
    <td className={styles.cell}>
      <Link to={url} className={styles.present} data-coverage="present" data-library={library.slug}>
        <span aria-hidden="true">✓ </span>Yes
        <span className="sr-only">
          : {operation} in {library.title}
        </span>
      </Link>
    </td>
  ) : (
    <td className={styles.cell}>
      <span className={styles.absent} data-coverage="absent" data-library={library.slug}>
        <span aria-hidden="true">– </span>No
        <span className="sr-only">
          : {library.title} does not document {operation}
        </span>
      </span>
    </td>
  );
}

/** One category of the coverage table (/reference/coverage): operations by client library. */
export function GroupTable({
  group,
  libraries,
}: {
  group: CoverageGroup;
  libraries: readonly CoverageLibrary[];
}): React.ReactNode {
  const id = groupId(group.title);
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
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.id} data-operation={row.id}>
                <th
                  scope="row"
                  className={styles.operation}
                  style={row.depth > 0 ? {paddingLeft: `${0.75 + row.depth}rem`} : undefined}>
                  {row.title}
                </th>
                {row.cells.map((present, i) => (
                  <Cell
                    key={libraries[i].slug}
                    url={present ? twinUrl(libraries[i].slug, row.slug) : null}
                    operation={row.title}
                    library={libraries[i]}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
