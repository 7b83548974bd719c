import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {type ReferenceDef, versionLabel} from '@site/src/data/references';
import {useVersionSections} from '@site/src/hooks/useVersionSections';
import {latestVersionTarget} from '@site/src/utils/versionSwitch';

/**
 * The notice above an older version of a library reference: which library and
 * version the reader is on, and a link to the same section in the latest version.
 */
export default function OlderVersionNotice({reference, version, className}: {reference: ReferenceDef; version: string; className?: string}): React.ReactNode {
  const {section, hasSection} = useVersionSections(reference);
  const target = latestVersionTarget(reference, version, section, hasSection);
  if (!target) return null;
  return (
    <div className={clsx(className, 'alert alert--warning margin-bottom--md')} role="note" aria-label="Older version">
      <p className="margin-bottom--sm">
        You are reading <b>{versionLabel(version)}</b> of the {reference.title} reference
        {reference.packageName ? <> ({reference.packageName})</> : null}, an older release that no longer gets new features.
      </p>
      <p className="margin-bottom--none">
        <Link to={target.href}>{target.sameSection ? `This section in ${target.label}` : `Go to ${target.label}`}</Link>, the latest
        version.
      </p>
    </div>
  );
}
