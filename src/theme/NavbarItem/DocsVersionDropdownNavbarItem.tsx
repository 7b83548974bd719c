// Swizzled (ejected): the docs version dropdown of the library references follows the spec
// ('Version {n}.0', 'Stable releases', 'Latest', /start routing); see src/theme/README.md.
import React from 'react';
import ReferenceVersionSwitcher from '@site/src/features/reference/components/VersionSwitcher/ReferenceVersionSwitcher';

export default function DocsVersionDropdownNavbarItem({docsPluginId}: {docsPluginId: string}): React.ReactNode {
  return <ReferenceVersionSwitcher docsPluginId={docsPluginId} />;
}
