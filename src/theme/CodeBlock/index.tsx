// Swizzled (ejected, thin): the stock block re-mounts every block once the page has hydrated (`key={isBrowser}`), highlighting it a second time; this one never re-mounts (src/theme/CodeBlock/Content keeps the server's markup or highlights when needed); see src/theme/README.md.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string when they are only text (copyable), else as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  return <Content {...props}>{children as string}</Content>;
}
