/**
 * A code block's highlighted content, drawn from tokens made at build time (src/utils/prism/tokens.ts): no Prism
 * in the browser. The block's tokens come through CodeTokensContext (src/theme/CodeBlock takes them from the MDX
 * step's `tokens` prop, src/features/reference/components/Code from the reference data). The lines are one HTML string
 * (Docusaurus' CodeBlock/Line markup, colours in src/css/codeTokens.css for both colour modes), so React keeps
 * one element per block instead of one per token. A block without tokens (plain text, an unknown language, or
 * tokens that do not fit its code) shows its code as plain lines in the same box.
 */
import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/overrides/private-api';
import {contentStyles, lineStyles} from '@site/src/overrides/private-api/codeBlockStyles';
import {codeLines, tokensHtml, type LineClasses} from '@site/src/utils/prism/tokens';

/** The compact tokens of the code block inside (undefined: plain code). */
export const CodeTokensContext = createContext<string | undefined>(undefined);

const LINE_CLASSES: LineClasses = {
  codeLine: lineStyles.codeLine,
  codeLineNumber: lineStyles.codeLineNumber,
  codeLineContent: lineStyles.codeLineContent,
};

/** The highlighted lines of `code` (no line numbers or highlighted lines) as HTML, for a block drawn outside the theme's. */
export function codeLinesHtml(code: string, tokens: string | undefined): string {
  return tokensHtml(codeLines(code, code, tokens), {lineClassNames: {}, showLineNumbers: false, classes: LINE_CLASSES});
}

export default function CodeHighlight({className}: {className?: string}): ReactNode {
  const tokens = useContext(CodeTokensContext);
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, codeInput, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = useMemo(
    () =>
      tokensHtml(codeLines(code, codeInput, tokens), {
        lineClassNames,
        showLineNumbers: numbered,
        classes: LINE_CLASSES,
      }),
    [code, codeInput, tokens, lineClassNames, numbered],
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, contentStyles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(contentStyles.codeBlockLines, numbered && contentStyles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
