import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {latestVersion, type ReferenceDef, versionLabel, versionStartUrl} from '@site/src/data/references';

/**
 * The notice above an older version of a library reference: which library and
 * version the reader is on, and the way to the latest version. (The version menu
 * beside the library name offers the section being read in the other version.)
 */
export default function OlderVersionNotice({
  reference,
  version,
  className,
}: {
  reference: ReferenceDef;
  version: string;
  className?: string;
}): React.ReactNode {
  const latest = latestVersion(reference);
  if (latest === undefined || latest === version) return null;
  return (
    <div className={clsx(className, 'alert alert--warning margin-bottom--md')} role="note" aria-label="Older version">
      <p className="margin-bottom--sm">
        You are reading <b>{versionLabel(version)}</b> of the {reference.title} reference
        {reference.packageName ? <> ({reference.packageName})</> : null}, an older release that no longer gets new
        features.
      </p>
      <p className="margin-bottom--none">
        <Link to={versionStartUrl(reference, latest)}>Go to {versionLabel(latest)}</Link>, the latest version. The
        version menu beside the library name opens the section you are reading in another version.
      </p>
    </div>
  );
}
