/**
 * The version switcher of one reference docs instance: the version of the address read from the instance's
 * versions, nothing for a library with a single version. Rendered in the reference side menu's header
 * (SideMenuHeader) and as the docs version dropdown (src/theme/NavbarItem/DocsVersionDropdownNavbarItem).
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import {useDocsData} from '@docusaurus/plugin-content-docs/client';
import {versionOfPath} from '@site/src/features/reference/utils/versionSwitch';
import {findReferenceByPluginId} from '@site/src/data/references';
import VersionSwitcher from '.';

export default function ReferenceVersionSwitcher({docsPluginId}: {docsPluginId: string}): React.ReactNode {
  const activeVersion = versionOfPath(useDocsData(docsPluginId).versions, useLocation().pathname);
  const reference = findReferenceByPluginId(docsPluginId);
  // Only libraries with more than one version have a switcher.
  if (!reference || reference.versions.length < 2 || !activeVersion) return null;
  const current = activeVersion.isLast ? reference.versions[0] : activeVersion.name;
  return <VersionSwitcher reference={reference} currentVersion={current} />;
}
