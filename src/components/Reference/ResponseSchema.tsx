import React from 'react';
import type {RenderedParam, RenderedResponse} from '@site/src/reference/types';
import ContentBlocks from './ContentBlocks';
import styles from './styles.module.css';

function Field({field}: {field: RenderedParam}): React.ReactNode {
  return (
    <li className={styles.param}>
      <div className={styles.paramHead}>
        <code className={styles.paramName}>{field.name}</code>
        <span className={styles.paramType}>{field.type}</span>
        {!field.required && <span className={styles.optional}>Optional</span>}
      </div>
      <ContentBlocks blocks={field.description} />
      {field.params.length > 0 && (
        <details className={styles.nested}>
          <summary>Fields of {field.name}</summary>
          <ul className={styles.paramList}>
            {field.params.map((child) => (
              <Field key={child.name} field={child} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/**
 * The success response of an HTTP operation (Management API): status, body type, and the body's
 * fields, collapsed so that long schemas do not push the next section far down the page.
 */
export default function ResponseSchema({response}: {response: RenderedResponse}): React.ReactNode {
  const fieldCount = response.params.length;
  return (
    <div className={styles.params} data-ref-response="">
      <h3 className={styles.subheading}>Response</h3>
      <div className={styles.paramHead}>
        <code className={styles.paramName}>{response.status}</code>
        <span className={styles.paramType}>{response.type === 'empty' ? 'no body' : response.type}</span>
        {response.contentType && <span className={styles.optional}>{response.contentType}</span>}
      </div>
      <ContentBlocks blocks={response.description} />
      {fieldCount > 0 && (
        <details className={styles.nested}>
          <summary>
            {fieldCount} {fieldCount === 1 ? 'field' : 'fields'}
            {response.type.endsWith('[]') ? ' of each item' : ''}
          </summary>
          <ul className={styles.paramList}>
            {response.params.map((field) => (
              <Field key={field.name} field={field} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
