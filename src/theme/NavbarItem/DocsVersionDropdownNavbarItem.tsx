// Swizzled (ejected): the docs version dropdown of the library references follows the spec
// ('Version {n}.0', 'Stable releases', 'Latest', /start routing); see src/theme/README.md.
import React from 'react';
import {useLocation} from '@docusaurus/router';
import {useDocsData} from '@docusaurus/plugin-content-docs/client';
import {versionOfPath} from '@site/src/utils/versionSwitch';
import {findReferenceByPluginId} from '@site/src/data/references';
import VersionSwitcher from '@site/src/components/VersionSwitcher';

export default function DocsVersionDropdownNavbarItem({docsPluginId}: {docsPluginId: string}): React.ReactNode {
  const activeVersion = versionOfPath(useDocsData(docsPluginId).versions, useLocation().pathname);
  const reference = findReferenceByPluginId(docsPluginId);
  // Only libraries with more than one version have a switcher.
  if (!reference || reference.versions.length < 2 || !activeVersion) return null;
  const current = activeVersion.isLast ? reference.versions[0] : activeVersion.name;
  return <VersionSwitcher reference={reference} currentVersion={current} />;
}
