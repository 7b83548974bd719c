// Swizzled (wrapper): applies the spec's expansion rule to guide menu parents; see src/theme/README.md.
import React from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type CategoryType from '@theme/DocSidebarItem/Category';
import type {WrapperProps} from '@docusaurus/types';
import {isGuideItemExpanded} from '@site/src/utils/guideExpansion';

type Props = WrapperProps<typeof CategoryType>;

export default function CategoryWrapper(props: Props): React.ReactNode {
  const {item, activePath} = props;
  const href = item.href;
  if (item.collapsible && href !== undefined && href.startsWith('/guides/')) {
    return <Category {...props} item={{...item, collapsed: !isGuideItemExpanded(href, activePath)}} />;
  }
  return <Category {...props} />;
}
