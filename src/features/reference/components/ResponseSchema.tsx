import React from 'react';
import type {RenderedResponse} from '@site/src/features/reference/engine/types';
import ContentBlocks from './ContentBlocks';
import {NestedParams, ParamHead} from './ParamList';
import styles from './styles.module.css';

/**
 * The success response of an HTTP operation (Management API): status, body type, and the body's
 * fields, collapsed so that long schemas do not push the next section far down the page.
 */
export default function ResponseSchema({response}: {response: RenderedResponse}): React.ReactNode {
  const fieldCount = response.params.length;
  return (
    <div className={styles.params} data-ref-response="">
      <h3 className={styles.subheading}>Response</h3>
      <ParamHead name={response.status} type={response.type === 'empty' ? 'no body' : response.type}>
        {response.contentType && <span className={styles.optional}>{response.contentType}</span>}
      </ParamHead>
      <ContentBlocks blocks={response.description} />
      <NestedParams
        summary={
          <>
            {fieldCount} {fieldCount === 1 ? 'field' : 'fields'}
            {response.type.endsWith('[]') ? ' of each item' : ''}
          </>
        }
        params={response.params}
        kind="field"
      />
    </div>
  );
}
