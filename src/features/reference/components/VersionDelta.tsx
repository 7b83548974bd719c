import React from 'react';
import PlainRouteLink from '../../../components/PlainRouteLink';
import {versionLabel} from '@site/src/data/references';
import type {ParamChangeKind, ParamDelta, SectionDelta} from '@site/src/features/reference/engine/changes';
import styles from './VersionDelta.module.css';

const KIND_LABELS: Record<ParamChangeKind, string> = {
  added: 'added',
  removed: 'removed',
  required: 'now required',
  optional: 'now optional',
  retyped: 'type changed',
};
const KIND_ORDER: readonly ParamChangeKind[] = ['added', 'removed', 'required', 'optional', 'retyped'];
/** The line of an operation only one of the two versions has: new on the latest, gone from it on an older version. */
const ABSENT_LINES = {
  new: {badge: 'New', preposition: 'since'},
  gone: {badge: 'Removed', preposition: 'in'},
} as const;
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

/** The line's frame: a paragraph marked with its kind, opening with a badge. */
function DeltaLine({
  kind,
  badge,
  children,
}: {
  kind: SectionDelta['kind'];
  badge: string;
  children: React.ReactNode;
}): React.ReactNode {
  return (
    <p className={styles.delta} data-pagefind-ignore="" data-version-delta={kind}>
      <span className={styles.badge}>{badge}</span>
      {children}
    </p>
  );
}

/**
 * One line under a section's heading about another version of the library (computed at generation
 * time, src/features/reference/engine/changes.ts): on an older version, what differs in the latest, with a link to the
 * twin section there; on the latest, that the operation is new since the previous version.
 */
export default function VersionDelta({delta, title}: {delta?: SectionDelta; title: string}): React.ReactNode {
  if (!delta) return null;
  const label = versionLabel(delta.version);
  if (delta.kind !== 'differs') {
    const {badge, preposition} = ABSENT_LINES[delta.kind];
    return (
      <DeltaLine kind={delta.kind} badge={badge}>
        {` ${preposition} `}
        {label}: not in that version.{' '}
        <PlainRouteLink to={delta.url}>
          {`What changed ${preposition} `}
          {label}
        </PlainRouteLink>
      </DeltaLine>
    );
  }
  return (
    <DeltaLine kind="differs" badge="Changed">
      {' in '}
      {label}:
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
    </DeltaLine>
  );
}
