// Swizzled (wrapper): marks the indexable part of a doc and its metadata for the local search, and gives guides a "Copy page" button; see src/theme/README.md.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {findReferenceByPluginId} from '@site/src/data/references';
import {sectionName} from '@site/src/data/menuIds';
import IndexMeta from '@site/src/components/Search/IndexMeta';
import {menuIdForPath} from '@site/src/utils/menuIdForPath';
import GuideCopyPage from '@site/src/components/CopyPage/GuideCopyPage';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactNode {
  const {metadata, frontMatter} = useDoc();
  const version = useDocsVersion();
  const {pathname} = useLocation();
  // The version context names the plugin (useActivePlugin would pay for an ICU collator: see DocVersionBanner).
  const ref = findReferenceByPluginId(version.pluginId);
  const menuId = menuIdForPath(pathname);
  // The start page repeats the first section of its version: index the section's own route instead.
  const indexed = frontMatter.slug !== '/start';
  const versioned = ref && ref.versions.length > 0;
  return (
    <div {...(indexed ? {'data-pagefind-body': ''} : {})}>
      <IndexMeta
        title={metadata.title}
        library={ref?.title}
        {...(versioned ? {version: {label: version.label, latest: version.isLast}} : {})}
        {...(!ref && menuId ? {section: sectionName(menuId)} : {})}
        {...(!ref && metadata.description ? {description: metadata.description} : {})}
      />
      {!ref && <GuideCopyPage permalink={metadata.permalink} />}
      <Content {...props} />
    </div>
  );
}
