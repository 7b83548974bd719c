// Swizzled (replaced): the stock banner names the site ("Supabase Docs v1"); ours names the library, package and version and links to the latest version.
import React from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {findReferenceByPluginId} from '@site/src/data/references';
import OlderVersionNotice from '@site/src/features/reference/components/OlderVersionNotice';

export default function DocVersionBanner({className}: {className?: string}): React.ReactNode {
  // The version context names its plugin: no need for useActivePlugin, whose first call sorts the plugin paths
  // with localeCompare (ICU start-up, ~75 ms at 4x CPU, measured).
  const version = useDocsVersion();
  const reference = findReferenceByPluginId(version.pluginId);
  if (!reference || version.isLast) return null;
  return <OlderVersionNotice reference={reference} version={version.label} className={className} />;
}
