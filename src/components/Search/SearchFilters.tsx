import React, {useId} from 'react';
import styles from './styles.module.css';

/** What the results include: everything, guides only or references only. */
export type Scope = 'all' | 'guide' | 'reference';

const SCOPES: readonly [Scope, string][] = [
  ['all', 'All'],
  ['guide', 'Guides'],
  ['reference', 'References'],
];

/** The filters above the results: a choice of guides or references, and (for references) one library. */
export default function SearchFilters({
  scope,
  onScope,
  library,
  onLibrary,
  libraries,
}: {
  scope: Scope;
  onScope: (scope: Scope) => void;
  library: string;
  onLibrary: (library: string) => void;
  libraries: readonly string[];
}): React.ReactNode {
  const name = useId();
  const libraryId = useId();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.scopes}>
        <legend className="sr-only">Show</legend>
        {SCOPES.map(([value, label]) => (
          <label key={value} className={styles.scope}>
            <input type="radio" name={name} value={value} checked={scope === value} onChange={() => onScope(value)} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {scope !== 'guide' && (
        <span className={styles.library}>
          <label htmlFor={libraryId}>Library</label>
          <select
            id={libraryId}
            className={styles.librarySelect}
            value={library}
            onChange={(e) => onLibrary(e.target.value)}>
            <option value="">Any</option>
            {libraries.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </span>
      )}
    </div>
  );
}
