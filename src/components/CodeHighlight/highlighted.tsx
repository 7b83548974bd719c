/**
 * A code block's highlighted content: the stock CodeBlock/Content's markup, highlighted with the site's Prism
 * (src/utils/prism/highlight.ts) instead of prism-react-renderer's, whose module brings ~40 grammars. The grammar
 * must be registered first: every one on the server (./index.tsx), the block's own in the browser (./lazy.tsx).
 */
import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {highlight} from '@site/src/utils/prism/highlight';

export default function HighlightedContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const block = useMemo(() => highlight(code, language, theme), [code, language, theme]);
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, block.className, styles.codeBlock, 'thin-scrollbar')}
      style={block.style}>
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
        {block.lines.map((line, i) => (
          <Line
            key={i}
            line={line as never}
            getLineProps={block.getLineProps as never}
            getTokenProps={block.getTokenProps as never}
            classNames={lineClassNames[i]}
            showLineNumbers={numbered}
          />
        ))}
      </code>
    </pre>
  );
}
