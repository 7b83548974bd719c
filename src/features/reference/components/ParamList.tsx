import React from 'react';
import type {RenderedParam} from '@site/src/features/reference/engine/types';
import ContentBlocks from './ContentBlocks';
import styles from './styles.module.css';

/**
 * What a list holds: a function's parameters (badges: where it goes, required or optional, its default)
 * or a response's fields (badge: optional).
 */
export type ParamKind = 'parameter' | 'field';

/** What the nested entries of a parameter or field are called in their summary. */
const NESTED_LABEL: Record<ParamKind, string> = {parameter: 'Properties', field: 'Fields'};

/** The head line of a parameter, a field or a response: its name, its type, then its badges. */
export function ParamHead({
  name,
  type,
  children,
}: {
  name: string;
  type: string;
  children?: React.ReactNode;
}): React.ReactNode {
  return (
    <div className={styles.paramHead}>
      <code className={styles.paramName}>{name}</code>
      <span className={styles.paramType}>{type}</span>
      {children}
    </div>
  );
}

function Badges({param, kind}: {param: RenderedParam; kind: ParamKind}): React.ReactNode {
  if (kind === 'field') return !param.required && <span className={styles.optional}>Optional</span>;
  return (
    <>
      {param.in && <span className={styles.optional}>{param.in}</span>}
      {param.required ? (
        <span className={styles.required}>Required</span>
      ) : (
        <span className={styles.optional}>Optional</span>
      )}
      {param.default !== undefined && (
        <span className={styles.optional}>
          Default: <code>{param.default}</code>
        </span>
      )}
    </>
  );
}

/** Nested parameters or fields, collapsed under `summary`; nothing when there are none. */
export function NestedParams({
  summary,
  params,
  kind,
}: {
  summary: React.ReactNode;
  params: readonly RenderedParam[];
  kind: ParamKind;
}): React.ReactNode {
  if (params.length === 0) return null;
  return (
    <details className={styles.nested}>
      <summary>{summary}</summary>
      <ParamList params={params} kind={kind} />
    </details>
  );
}

function ParamItem({param, kind}: {param: RenderedParam; kind: ParamKind}): React.ReactNode {
  return (
    <li className={styles.param}>
      <ParamHead name={param.name} type={param.type}>
        <Badges param={param} kind={kind} />
      </ParamHead>
      <ContentBlocks blocks={param.description} />
      <NestedParams
        summary={
          <>
            {`${NESTED_LABEL[kind]} of `}
            {param.name}
          </>
        }
        params={param.params}
        kind={kind}
      />
    </li>
  );
}

/** A list of parameters or fields; the nested ones of each are collapsible. */
export function ParamList({params, kind}: {params: readonly RenderedParam[]; kind: ParamKind}): React.ReactNode {
  return (
    <ul className={styles.paramList}>
      {params.map((p) => (
        <ParamItem key={p.name} param={p} kind={kind} />
      ))}
    </ul>
  );
}
