import React from 'react';
import type {RenderedExample} from '@site/src/features/reference/engine/types';
import Code from './Code';
import ContentBlocks from './ContentBlocks';
import styles from './styles.module.css';

function Example({example, language}: {example: RenderedExample; language: string}): React.ReactNode {
  return (
    <>
      <ContentBlocks blocks={example.description} />
      <Code language={language} code={example.code} tokens={example.tokens} />
      {example.response !== undefined && (
        // A sample response is data, not prose: kept out of the search index so excerpts are never raw JSON.
        <details className={styles.response} data-pagefind-ignore="">
          <summary>Response</summary>
          <Code language="json" code={example.response} tokens={example.responseTokens} />
        </details>
      )}
      <ContentBlocks blocks={example.notes} />
    </>
  );
}

/**
 * A function's examples as a list a reader scans by name: each one a disclosure
 * (the first open), so every example stays on the page for the browser's find,
 * which opens the one it lands in.
 */
export default function Examples({
  examples,
  language,
  headingId,
}: {
  examples: readonly RenderedExample[];
  language: string;
  headingId: string;
}): React.ReactNode {
  if (examples.length === 0) return null;
  return (
    <div className={styles.examples}>
      <h3 id={headingId} className={styles.subheading}>
        Examples
      </h3>
      {examples.length === 1 ? (
        <>
          <h4 className={styles.exampleName}>{examples[0].name}</h4>
          <Example example={examples[0]} language={language} />
        </>
      ) : (
        <ul className={styles.exampleList}>
          {examples.map((ex, i) => (
            <li key={ex.id}>
              <details className={styles.example} open={i === 0}>
                <summary className={styles.exampleSummary}>{ex.name}</summary>
                <div className={styles.exampleBody}>
                  <Example example={ex} language={language} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
