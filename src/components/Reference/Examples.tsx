import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Code from './Code';
import type {RenderedExample} from '@site/src/reference/types';
import ContentBlocks from './ContentBlocks';
import styles from './styles.module.css';

function Example({example, language}: {example: RenderedExample; language: string}): React.ReactNode {
  return (
    <>
      <ContentBlocks blocks={example.description} />
      <Code language={language} code={example.code} />
      {example.response !== undefined && (
        <details className={styles.response}>
          <summary>Response</summary>
          <Code language="json" code={example.response} />
        </details>
      )}
      <ContentBlocks blocks={example.notes} />
    </>
  );
}

/** A function's examples as tabs (one example renders without a tab bar). */
export default function Examples({examples, language}: {examples: readonly RenderedExample[]; language: string}): React.ReactNode {
  if (examples.length === 0) return null;
  return (
    <div className={styles.examples}>
      <h3 className={styles.subheading}>Examples</h3>
      {examples.length === 1 ? (
        <>
          <h4 className={styles.exampleName}>{examples[0].name}</h4>
          <Example example={examples[0]} language={language} />
        </>
      ) : (
        <Tabs lazy={false}>
          {examples.map((ex) => (
            <TabItem key={ex.id} value={ex.id} label={ex.name}>
              <Example example={ex} language={language} />
            </TabItem>
          ))}
        </Tabs>
      )}
    </div>
  );
}
