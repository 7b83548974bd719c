// Swizzled (wrapper): previous/next links name the page's title, not its menu label ("refine" is ambiguous outside its menu group); see src/theme/README.md.
import React from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsData, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocPaginatorType>;
type NavLink = NonNullable<Props['previous']>;

export default function DocPaginatorWrapper(props: Props): React.ReactNode {
  const version = useDocsVersion();
  const versionDocs = version.docs;
  const activeVersion = useDocsData(version.pluginId).versions.find((v) => v.name === version.version);
  const withTitle = (link: NavLink | undefined): NavLink | undefined => {
    if (!link) return link;
    const doc = activeVersion?.docs.find((d) => d.path === link.permalink);
    const title = doc ? versionDocs[doc.id]?.title : undefined;
    return title ? {...link, title} : link;
  };
  return <DocPaginator {...props} previous={withTitle(props.previous)} next={withTitle(props.next)} />;
}
