import React from 'react';
import Heading from '@theme/Heading';
import type {RenderedSection} from '@site/src/reference/types';
import ContentBlocks from './ContentBlocks';
import {EagerCodeContext} from './Code';
import ParamsTable from './ParamsTable';
import Examples from './Examples';
import styles from './styles.module.css';

/** One section of a reference page: a markdown section or a function with parameters and examples. */
function SectionView({section, landing = false}: {section: RenderedSection; landing?: boolean}): React.ReactNode {
  return (
    <EagerCodeContext.Provider value={landing}>
    <section className={styles.section} data-ref-section={section.slug} aria-labelledby={section.slug}>
      <Heading as="h2" id={section.slug} className={styles.title}>
        {section.title}
      </Heading>
      {section.signature && (
        // The call's name is what readers search for: weigh it like a title in the search index.
        <p className={styles.signature} data-pagefind-weight="8">
          <code>{section.signature}</code>
        </p>
      )}
      <ContentBlocks blocks={section.body} />
      <ParamsTable params={section.params} title={section.paramsTitle} />
      <Examples examples={section.examples} language={section.language} />
      {section.notes.length > 0 && (
        <div className={styles.notes}>
          <h3 className={styles.subheading}>Notes</h3>
          <ContentBlocks blocks={section.notes} />
        </div>
      )}
    </section>
    </EagerCodeContext.Provider>
  );
}

// Memoised: the page re-renders each time it adds sections, and a section's data never changes.
export default React.memo(SectionView);
