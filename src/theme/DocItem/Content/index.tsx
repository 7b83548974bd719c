// Swizzled (wrapper): marks the indexable part of a doc and its metadata for the local search; see src/theme/README.md.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useActivePlugin, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import {findReferenceByPluginId} from '@site/src/data/references';
import {sectionName} from '@site/src/data/menuIds';
import {menuIdForPath} from '@site/src/utils/menuIdForPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.ReactNode {
  const {metadata, frontMatter} = useDoc();
  const plugin = useActivePlugin();
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const ref = plugin ? findReferenceByPluginId(plugin.pluginId) : undefined;
  const menuId = menuIdForPath(pathname);
  // The start page repeats the first section of its version: index the section's own route instead.
  const indexed = frontMatter.slug !== '/start';
  // One element per key: pagefind reads "key:value" up to the end of the attribute, commas included.
  const meta: [string, string][] = [['title', metadata.title]];
  if (ref) {
    meta.push(['library', ref.title]);
    if (ref.versions.length > 0) meta.push(['version', version.label], ['latest', version.isLast ? 'true' : 'false']);
  } else if (menuId) {
    meta.push(['section', sectionName(menuId)]);
  }
  return (
    <div {...(indexed ? {'data-pagefind-body': ''} : {})}>
      {meta.map(([key, value]) => (
        <span key={key} hidden data-pagefind-meta={`${key}:${value}`} />
      ))}
      <Content {...props} />
    </div>
  );
}
