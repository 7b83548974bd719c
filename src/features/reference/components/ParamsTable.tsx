import React from 'react';
import type {RenderedParam} from '@site/src/features/reference/engine/types';
import {ParamList} from './ParamList';
import styles from './styles.module.css';

/** The parameters (or a CLI command's flags) of a function; nested object fields are collapsible. */
export default function ParamsTable({
  params,
  title = 'Parameters',
}: {
  params: readonly RenderedParam[];
  title?: string;
}): React.ReactNode {
  if (params.length === 0) return null;
  return (
    <div className={styles.params}>
      <h3 className={styles.subheading}>{title}</h3>
      <ParamList params={params} kind="parameter" />
    </div>
  );
}
