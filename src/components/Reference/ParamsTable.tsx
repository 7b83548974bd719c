import React from 'react';
import type {RenderedParam} from '@site/src/reference/types';
import ContentBlocks from './ContentBlocks';
import styles from './styles.module.css';

function Param({param}: {param: RenderedParam}): React.ReactNode {
  return (
    <li className={styles.param}>
      <div className={styles.paramHead}>
        <code className={styles.paramName}>{param.name}</code>
        <span className={styles.paramType}>{param.type}</span>
        {param.in && <span className={styles.optional}>{param.in}</span>}
        {param.required ? <span className={styles.required}>Required</span> : <span className={styles.optional}>Optional</span>}
        {param.default !== undefined && (
          <span className={styles.optional}>
            Default: <code>{param.default}</code>
          </span>
        )}
      </div>
      <ContentBlocks blocks={param.description} />
      {param.params.length > 0 && (
        <details className={styles.nested}>
          <summary>Properties of {param.name}</summary>
          <ul className={styles.paramList}>
            {param.params.map((child) => (
              <Param key={child.name} param={child} />
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

/** The parameters (or a CLI command's flags) of a function; nested object fields are collapsible. */
export default function ParamsTable({params, title = 'Parameters'}: {params: readonly RenderedParam[]; title?: string}): React.ReactNode {
  if (params.length === 0) return null;
  return (
    <div className={styles.params}>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.paramList}>
        {params.map((p) => (
          <Param key={p.name} param={p} />
        ))}
      </ul>
    </div>
  );
}
