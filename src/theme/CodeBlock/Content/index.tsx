// Swizzled (wrapper): while the page hydrates, and as long as the colour mode is the server's, a code block keeps the highlighted markup the server wrote; Prism loads only for blocks that need highlighting in the browser; see src/theme/README.md.
import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import CodeHighlight from '@site/src/components/CodeHighlight';
import {serverCodeMarkup, markerClass, useHydrationDone} from '@site/src/utils/serverMarkup';

type Props = WrapperProps<typeof ContentType>;

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const marker = markerClass(useId());
  // Read once, in the first render: while the page hydrates, the server's <pre> is in the document. A block
  // mounted later (a client-side navigation) is highlighted in the browser.
  const [server] = useState(() => serverCodeMarkup(marker));
  const {metadata, wordWrap} = useCodeBlockContext();
  // The server highlighted with the default mode's theme (inline colours); the other mode needs Prism.
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  useHydrationDone();
  // The element the server wrote, its lines left as they are (React does not walk them): no tokenizing, no
  // element per token. suppressHydrationWarning: the inline styles are the server's and stay as they are.
  const reused = server && (
    <pre ref={wordWrap.codeBlockRef} className={server.preClassName} tabIndex={0} suppressHydrationWarning>
      <code
        className={server.codeClassName}
        dangerouslySetInnerHTML={{__html: server.codeHtml}}
        suppressHydrationWarning
      />
    </pre>
  );
  if (reused && colorMode === defaultMode) return reused;
  return (
    <CodeHighlight
      className={clsx(props.className, marker)}
      // Until Prism has loaded: the server's markup, or the plain code (the word-wrap button measures this <pre>).
      fallback={
        reused || (
          <pre ref={wordWrap.codeBlockRef} className="prism-code" tabIndex={0}>
            <code>{metadata.code}</code>
          </pre>
        )
      }
    />
  );
}
