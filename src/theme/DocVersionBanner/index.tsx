// Swizzled (replaced): the stock banner names the site ("Supabase Docs v1"); ours names the library, package and version and links to the latest version.
import React from 'react';
import {useActivePlugin, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {findReferenceByPluginId} from '@site/src/data/references';
import OlderVersionNotice from '@site/src/components/OlderVersionNotice';

export default function DocVersionBanner({className}: {className?: string}): React.ReactNode {
  const plugin = useActivePlugin();
  const version = useDocsVersion();
  const reference = plugin ? findReferenceByPluginId(plugin.pluginId) : undefined;
  if (!reference || version.isLast) return null;
  return <OlderVersionNotice reference={reference} version={version.label} className={className} />;
}
