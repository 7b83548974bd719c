// Swizzled (ejected, thin): registers the extra Prism languages on first use, and re-mounts a block after hydration only when the reader's colour mode is not the one the server rendered (the stock block always re-mounts, highlighting every block twice on load); see src/theme/README.md.
import '@site/src/utils/prism/languages';
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only text (copyable), else as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  // The server renders the Prism theme of the default mode, and hydration does not patch inline styles: a
  // block must re-mount to take the other mode's colours, and only then.
  const isBrowser = useIsBrowser();
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const children = stringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <Content key={String(isBrowser && colorMode !== defaultMode)} {...props}>
      {children as string}
    </Content>
  );
}
