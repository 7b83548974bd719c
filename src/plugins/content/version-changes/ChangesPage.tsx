import React from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {versionLabel} from '@site/src/data/references';
import {
  countChanges,
  pairAnchor,
  type OperationRef,
  type ParamChange,
  type VersionChanges,
} from '@site/src/features/reference/engine/changes';
import type {LibraryChanges} from '@site/src/features/reference/engine/changesSource';
import styles from './styles.module.css';

const CHANGE_LABELS: Record<ParamChange['kind'], string> = {
  added: 'Added',
  removed: 'Removed',
  required: 'Now required',
  optional: 'Now optional',
  retyped: 'Type changed',
};

function OpLink({lib, version, op}: {lib: LibraryChanges; version: string; op: OperationRef}): React.ReactNode {
  return <Link to={`${lib.basePaths[version]}/${op.slug}`}>{op.title}</Link>;
}

function OpList({
  lib,
  version,
  ops,
  id,
}: {
  lib: LibraryChanges;
  version: string;
  ops: readonly OperationRef[];
  id: string;
}): React.ReactNode {
  return (
    <ul className={styles.opList} aria-labelledby={id}>
      {ops.map((op) => (
        <li key={op.id}>
          <OpLink lib={lib} version={version} op={op} />
          {op.name && (
            <>
              {' '}
              <code>{op.name}</code>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One group of a pair's changes: its heading, then what the heading labels (by `id`). */
function Group({
  id,
  title,
  children,
}: {
  id: string;
  title: React.ReactNode;
  children: React.ReactNode;
}): React.ReactNode {
  return (
    <>
      <Heading as="h3" id={id}>
        {title}
      </Heading>
      {children}
    </>
  );
}

/** The operations one version added or removed, under a heading; nothing when there are none. */
function OpGroup({
  id,
  title,
  lib,
  version,
  ops,
}: {
  id: string;
  title: React.ReactNode;
  lib: LibraryChanges;
  version: string;
  ops: readonly OperationRef[];
}): React.ReactNode {
  if (ops.length === 0) return null;
  return (
    <Group id={id} title={title}>
      <OpList lib={lib} version={version} ops={ops} id={id} />
    </Group>
  );
}

function Detail({change}: {change: ParamChange}): React.ReactNode {
  if (change.kind === 'retyped') {
    return (
      <>
        <code>{change.from}</code> → <code>{change.to}</code>
      </>
    );
  }
  const type = change.to ?? change.from;
  return type ? <code>{type}</code> : null;
}

function Pair({lib, pair}: {lib: LibraryChanges; pair: VersionChanges}): React.ReactNode {
  const anchor = pairAnchor(pair.older, pair.newer);
  const older = versionLabel(pair.older);
  const newer = versionLabel(pair.newer);
  const counts = countChanges(pair);
  const renamed = pair.changed.filter((c) => c.renamed);
  const withParams = pair.changed.filter((c) => c.params.length > 0);
  const id = (part: string) => `${anchor}-${part}`;
  return (
    <section className={styles.pair} aria-labelledby={anchor} data-changes-pair={anchor}>
      <Heading as="h2" id={anchor}>
        {older} → {newer}
      </Heading>
      <p>
        {counts.added} operations added, {counts.removed} removed, {counts.renamed} renamed, and {counts.paramChanges}{' '}
        parameter changes in {counts.withParamChanges} operations.
      </p>
      {pair.added.length + pair.removed.length + pair.changed.length === 0 && (
        <p>No operation or parameter differs between these versions.</p>
      )}
      <OpGroup id={id('added')} title={<>Added in {newer}</>} lib={lib} version={pair.newer} ops={pair.added} />
      <OpGroup id={id('removed')} title={<>Removed in {newer}</>} lib={lib} version={pair.older} ops={pair.removed} />
      {renamed.length > 0 && (
        <Group id={id('renamed')} title="Renamed">
          <ul className={styles.opList} aria-labelledby={id('renamed')}>
            {renamed.map((c) => (
              <li key={c.newer.id}>
                <OpLink lib={lib} version={pair.older} op={c.older} /> {c.older.name && <code>{c.older.name}</code>} →{' '}
                <OpLink lib={lib} version={pair.newer} op={c.newer} /> {c.newer.name && <code>{c.newer.name}</code>}
              </li>
            ))}
          </ul>
        </Group>
      )}
      {withParams.length > 0 && (
        <Group id={id('parameters')} title="Parameter changes">
          <div className={styles.tableWrap} role="region" aria-labelledby={id('parameters')} tabIndex={0}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                Parameters added, removed, made required or optional, or retyped from {older} to {newer}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Operation</th>
                  <th scope="col">Parameter</th>
                  <th scope="col">Change</th>
                  <th scope="col">Type</th>
                </tr>
              </thead>
              <tbody>
                {withParams.flatMap((c) =>
                  c.params.map((p, i) => (
                    <tr key={`${c.newer.id}:${p.kind}:${p.path}`} data-op={c.newer.id}>
                      {i === 0 && (
                        <th scope="rowgroup" rowSpan={c.params.length}>
                          <OpLink lib={lib} version={pair.newer} op={c.newer} />
                        </th>
                      )}
                      <td>
                        <code>{p.path}</code>
                      </td>
                      <td>{CHANGE_LABELS[p.kind]}</td>
                      <td>
                        <Detail change={p} />
                      </td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </Group>
      )}
    </section>
  );
}

/** `/reference/<slug>/changes`: what changed between each pair of consecutive versions, newest pair first. */
export default function ChangesPage({changes: lib}: {changes: LibraryChanges}): React.ReactNode {
  const title = `${lib.title} reference: what changed between versions`;
  return (
    <Layout
      title={title}
      description={`Operations and parameters added, removed, renamed or retyped between the versions of the ${lib.title} reference.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p>
          Computed from the reference
          {lib.packageName ? (
            <>
              {' '}
              of <code>{lib.packageName}</code>
            </>
          ) : null}
          : operations are matched by section, parameters by their dotted path (<code>options.count</code>). Each
          operation links to its section in the version named.
        </p>
        <nav aria-label={`${lib.title} reference versions`}>
          <p className={styles.versions}>
            Versions:{' '}
            {Object.entries(lib.basePaths).map(([version, base], i) => (
              <React.Fragment key={version}>
                {i > 0 && ' · '}
                <Link to={`${base}/start`}>
                  {versionLabel(version)}
                  {i === 0 ? ' (latest)' : ''}
                </Link>
              </React.Fragment>
            ))}
          </p>
        </nav>
        <nav aria-label="Version pairs">
          <ul>
            {lib.pairs.map((p) => (
              <li key={pairAnchor(p.older, p.newer)}>
                <Link to={`#${pairAnchor(p.older, p.newer)}`}>
                  {versionLabel(p.older)} → {versionLabel(p.newer)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {lib.pairs.map((p) => (
          <Pair key={pairAnchor(p.older, p.newer)} lib={lib} pair={p} />
        ))}
      </main>
    </Layout>
  );
}
