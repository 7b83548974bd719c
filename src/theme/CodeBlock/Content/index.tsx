// Swizzled (wrapper): while the page hydrates, and as long as the colour mode is the server's, a code block keeps the highlighted markup the server wrote; other blocks are highlighted in the browser when they come near the viewport, with Prism loaded on first use; see src/theme/README.md.
import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import CodeHighlight from '@site/src/components/CodeHighlight';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {serverCodeMarkup, markerClass, useHydrationDone} from '@site/src/utils/serverMarkup';

type Props = WrapperProps<typeof ContentType>;

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const marker = markerClass(useId());
  // Read once, in the first render: while the page hydrates, the server's <pre> is in the document. A block
  // mounted later (a client-side navigation, a reference section added after hydration) is highlighted here.
  const {metadata, wordWrap} = useCodeBlockContext();
  const [hydrated] = useState(() => {
    const markup = serverCodeMarkup(marker);
    return markup && {...markup, code: metadata.code, language: metadata.language};
  });
  // The server's markup shows this code only while the code is the same (a widget may change it later).
  const server =
    hydrated && hydrated.code === metadata.code && hydrated.language === metadata.language ? hydrated : undefined;
  // The server highlighted with the default mode's theme (inline colours); the other mode needs Prism.
  const {colorMode} = useColorMode();
  const {defaultMode} = useThemeConfig().colorMode;
  const needsHighlight = !server || colorMode !== defaultMode;
  // The <pre> shown (the word-wrap button measures it): highlighting waits until it is near the viewport (a
  // reference page adds a whole version's examples after hydration; most are read, if at all, much later).
  const near = useNearViewport(wordWrap.codeBlockRef, needsHighlight);
  useHydrationDone();
  // The element the server wrote, its lines left as they are (React does not walk them): no tokenizing, no
  // element per token. It keeps the server theme's colours wherever it is mounted (e.g. as the fallback while
  // Prism loads for the other colour mode), so its tokens stay on their own background.
  const unhighlighted = server ? (
    <pre
      ref={wordWrap.codeBlockRef}
      className={server.preClassName}
      style={server.preStyle}
      tabIndex={0}
      suppressHydrationWarning>
      <code
        className={server.codeClassName}
        dangerouslySetInnerHTML={{__html: server.codeHtml}}
        suppressHydrationWarning
      />
    </pre>
  ) : (
    // The code as plain text, in the same box as the highlighted block (the theme's classes).
    <pre
      ref={wordWrap.codeBlockRef}
      className={clsx('prism-code', contentStyles.codeBlock, 'thin-scrollbar')}
      tabIndex={0}>
      <code className={contentStyles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
  // The server highlights every block: that is the markup hydration reuses.
  if (ExecutionEnvironment.canUseDOM && (!needsHighlight || !near)) return unhighlighted;
  // Until Prism has loaded: the server's markup, or the plain code.
  return (
    <CodeHighlight className={clsx(props.className, marker)} language={metadata.language} fallback={unhighlighted} />
  );
}
