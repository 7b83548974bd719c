import React from 'react';
import PlainRouteLink from './PlainRouteLink';
import {versionLabel} from '@site/src/data/references';
import type {ParamChangeKind, ParamDelta, SectionDelta} from '@site/src/reference/changes';
import styles from './VersionDelta.module.css';

const KIND_LABELS: Record<ParamChangeKind, string> = {
  added: 'added',
  removed: 'removed',
  required: 'now required',
  optional: 'now optional',
  retyped: 'type changed',
};
const KIND_ORDER: readonly ParamChangeKind[] = ['added', 'removed', 'required', 'optional', 'retyped'];
/** Paths shown per kind; the rest are counted. */
const MAX_PATHS = 4;

function Paths({paths}: {paths: readonly string[]}): React.ReactNode {
  const shown = paths.slice(0, MAX_PATHS);
  return (
    <>
      {shown.map((p, i) => (
        <React.Fragment key={p}>
          {i > 0 && ', '}
          <code>{p}</code>
        </React.Fragment>
      ))}
      {paths.length > shown.length && ` and ${paths.length - shown.length} more`}
    </>
  );
}

function ParamSummary({params}: {params: ParamDelta}): React.ReactNode {
  const kinds = KIND_ORDER.filter((k) => (params[k]?.length ?? 0) > 0);
  return (
    <>
      {kinds.map((k, i) => (
        <React.Fragment key={k}>
          {i > 0 ? '; ' : ' '}
          {i === 0 ? 'parameters ' : ''}
          {KIND_LABELS[k]}: <Paths paths={params[k] as readonly string[]} />
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * One line under a section's heading about another version of the library (computed at generation
 * time, src/reference/changes.ts): on an older version, what differs in the latest, with a link to the
 * twin section there; on the latest, that the operation is new since the previous version.
 */
export default function VersionDelta({delta, title}: {delta?: SectionDelta; title: string}): React.ReactNode {
  if (!delta) return null;
  const label = versionLabel(delta.version);
  if (delta.kind === 'new') {
    return (
      <p className={styles.delta} data-pagefind-ignore="" data-version-delta="new">
        <span className={styles.badge}>New</span> since {label}: not in that version.{' '}
        <PlainRouteLink to={delta.url}>What changed since {label}</PlainRouteLink>
      </p>
    );
  }
  if (delta.kind === 'gone') {
    return (
      <p className={styles.delta} data-pagefind-ignore="" data-version-delta="gone">
        <span className={styles.badge}>Removed</span> in {label}: not in that version.{' '}
        <PlainRouteLink to={delta.url}>What changed in {label}</PlainRouteLink>
      </p>
    );
  }
  return (
    <p className={styles.delta} data-pagefind-ignore="" data-version-delta="differs">
      <span className={styles.badge}>Changed</span> in {label}:
      {delta.renamedTo && (
        <>
          {' '}
          renamed to <code>{delta.renamedTo}</code>
          {delta.params ? ';' : ''}
        </>
      )}
      {delta.params && <ParamSummary params={delta.params} />}.{' '}
      <PlainRouteLink to={delta.url}>
        See {title} in {label}
      </PlainRouteLink>
    </p>
  );
}
