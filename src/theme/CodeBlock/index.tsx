// Swizzled (ejected, thin): the stock block re-mounts every block once the page has hydrated (`key={isBrowser}`), drawing it a second time, and a wrapper cannot pass the build's tokens (the MDX `tokens` prop) to the content; see src/theme/README.md.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {CodeTokensContext} from '@site/src/components/CodeHighlight';

/** The children as one string when they are only text (copyable), else as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** `tokens`: the block's tokens, made at build time (src/plugins/content/code-tokens) for a fenced block in a guide. */
export default function CodeBlock({children: rawChildren, tokens, ...props}: Props & {tokens?: string}): ReactNode {
  const children = stringifyChildren(rawChildren);
  const Content = typeof children === 'string' ? StringContent : ElementContent;
  const content = <Content {...props}>{children as string}</Content>;
  // Blocks outside MDX (a reference example) may have their tokens from a provider above.
  return tokens === undefined ? (
    content
  ) : (
    <CodeTokensContext.Provider value={tokens}>{content}</CodeTokensContext.Provider>
  );
}
