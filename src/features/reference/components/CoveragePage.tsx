import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {CoverageData} from '@site/src/utils/twins';
import {GroupTable} from './CoverageTable';
import {useInAppLinks} from '../hooks/useInAppLinks';
import styles from './CoveragePage.module.css';

/**
 * /reference/coverage: rows are the operations of the common client-library sections (by category),
 * columns the client libraries' latest versions; a cell links to the section or says it is absent.
 * Data from src/plugins/content/reference-coverage, computed at build time.
 */
export default function CoveragePage({coverage}: {coverage: CoverageData}): React.ReactNode {
  const total = coverage.groups.reduce((n, g) => n + g.rows.length, 0);
  const counts = coverage.libraries.map((_, i) =>
    coverage.groups.reduce((n, g) => n + g.rows.filter((r) => r.cells[i]).length, 0),
  );
  const onClick = useInAppLinks();
  return (
    <Layout
      title="Client library coverage"
      description="Which operations each Supabase client library documents, in its latest version, with links to each section.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Client library coverage</Heading>
        <p>
          Which operations each client library documents in its latest version. Each “Yes” opens that library’s section;
          “No” means the library’s reference has no section for the operation.
        </p>
        {/* Plain links: a Docusaurus Link prefetches its route when it scrolls into view, and each prefetch matches
            the path against every route of the site (~20 ms at 4x CPU, in the first long task); the handler keeps
            their clicks in the app. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <ul className={styles.summary} aria-label="Operations documented per library" onClick={onClick}>
          {coverage.libraries.map((lib, i) => (
            <li key={lib.slug}>
              <a href={`/reference/${lib.slug}/start`}>
                {lib.title} {lib.version}
              </a>
              : {counts[i]} of {total}
            </li>
          ))}
        </ul>
        {coverage.groups.map((group) => (
          <GroupTable key={group.title} group={group} libraries={coverage.libraries} />
        ))}
      </main>
    </Layout>
  );
}
