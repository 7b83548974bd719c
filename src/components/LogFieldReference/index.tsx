import React, {useId, useMemo, useState} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {LOG_TABLES} from '@site/src/data/logSchemas';
import {fieldQuery} from '@site/src/utils/logQuery';
import {useCopyToClipboard} from '@site/src/hooks/useCopyToClipboard';
import styles from './styles.module.css';

function CopyPath({path}: {path: string}): React.ReactNode {
  const {state, copy} = useCopyToClipboard();
  return (
    <button type="button" className={styles.copy} onClick={() => copy(path)} aria-label={`Copy ${path}`}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
    </button>
  );
}

/** The field reference of the log tables: pick a table, filter by path, copy a path, see a query for it. */
export default function LogFieldReference(): React.ReactNode {
  const [tableName, setTableName] = useState(LOG_TABLES[0].reference);
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const selectId = useId();
  const filterId = useId();
  const table = LOG_TABLES.find((t) => t.reference === tableName) ?? LOG_TABLES[0];
  const fields = useMemo(
    () => table.fields.filter((f) => f.path.toLowerCase().includes(q.trim().toLowerCase())),
    [table, q],
  );
  const example =
    picked && table.fields.some((f) => f.path === picked)
      ? picked
      : (table.fields.find((f) => f.path.startsWith('metadata.'))?.path ?? 'event_message');

  return (
    <div className={styles.reference} data-log-table={table.reference}>
      <div className={styles.controls}>
        <label htmlFor={selectId}>Log table</label>
        <select
          id={selectId}
          className={styles.field}
          value={table.reference}
          onChange={(e) => {
            setTableName(e.target.value);
            setPicked(null);
          }}>
          {LOG_TABLES.map((t) => (
            <option key={t.reference} value={t.reference}>
              {t.name} ({t.reference})
            </option>
          ))}
        </select>
        <label htmlFor={filterId}>Filter fields by path</label>
        <input
          id={filterId}
          className={styles.field}
          type="search"
          value={q}
          placeholder="e.g. status_code"
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <p className={styles.description}>{table.description}</p>
      <p role="status" className={styles.count}>
        {fields.length} of {table.fields.length} fields
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={`Fields of ${table.reference}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Type</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.path} aria-selected={f.path === example}>
                <td>
                  <code>{f.path}</code>
                </td>
                <td>{f.type}</td>
                <td className={styles.actions}>
                  <CopyPath path={f.path} />
                  <button
                    type="button"
                    className={styles.copy}
                    onClick={() => setPicked(f.path)}
                    aria-label={`Show a query for ${f.path}`}>
                    Query
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.exampleLabel}>
        Query selecting <code>{example}</code> from <code>{table.reference}</code>:
      </p>
      <CodeBlock language="sql">{fieldQuery(table.reference, example)}</CodeBlock>
    </div>
  );
}
