/**
 * @jest-environment jsdom
 */
import React, {act} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {buildTokens} from '@site/src/utils/prism/buildTokens';

// The block's metadata, as the theme's context gives it.
let metadata = {
  code: 'const a = 1;\nlet b = a < 2;',
  codeInput: '// highlight-next-line\nconst a = 1;\nlet b = a < 2;\n',
  language: 'js',
  lineNumbersStart: undefined as number | undefined,
  lineClassNames: {0: ['theme-code-block-highlighted-line']} as Record<number, string[]>,
};
jest.mock('@docusaurus/theme-common/internal', () => ({
  useCodeBlockContext: () => ({metadata, wordWrap: {codeBlockRef: {current: null}}}),
}));

import CodeHighlight, {CodeTokensContext} from '../index';

const tokens = buildTokens('// highlight-next-line\nconst a = 1;\nlet b = a < 2;', 'js');

function block(t: string | undefined): React.ReactElement {
  return (
    <CodeTokensContext.Provider value={t}>
      <CodeHighlight />
    </CodeTokensContext.Provider>
  );
}

(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

describe('CodeHighlight (tokens from the build, no Prism)', () => {
  it('draws the shown lines with token classes, the highlighted line marked, no inline colours', () => {
    const html = renderToString(block(tokens));
    expect(html).toContain('<span class="token keyword">const</span>');
    // `<` is an operator, drawn like plain text in both themes: bare text.
    expect(html).toContain('<span class="token keyword">let</span> b = a &lt; <span class="token entity">2</span>;');
    expect(html).toContain('class="token-line theme-code-block-highlighted-line"');
    expect(html).not.toContain('highlight-next-line');
    expect(html).not.toMatch(/style="[^"]*color/);
    expect(html).toContain('class="prism-code language-js');
  });

  it('shows plain code in the same box without tokens', () => {
    const html = renderToString(block(undefined));
    expect(html).toContain('<div class="token-line">let b = a &lt; 2;<br></div>');
    expect(html).not.toContain('token keyword');
  });

  it('draws a block without highlighted lines or numbers as newline-separated text, no element per line', () => {
    metadata = {...metadata, lineClassNames: {}};
    try {
      const html = renderToString(block(tokens));
      expect(html).toContain('<span class="token keyword">const</span> a = <span class="token entity">1</span>;\n');
      expect(html).toMatch(/;\n<span class="token keyword">let<\/span> b = a &lt; /);
      expect(html).not.toContain('token-line');
      expect(html).not.toContain('<br');
    } finally {
      metadata = {...metadata, lineClassNames: {0: ['theme-code-block-highlighted-line']}};
    }
  });

  it('numbers lines from the requested start', () => {
    metadata = {...metadata, lineNumbersStart: 5};
    try {
      expect(renderToString(block(tokens))).toContain('counter-reset:line-count 4');
    } finally {
      metadata = {...metadata, lineNumbersStart: undefined};
    }
  });

  it('hydrates the server markup without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(block(tokens));
    const before = container.innerHTML;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    try {
      await act(async () => {
        hydrateRoot(container, block(tokens), {onRecoverableError: recoverable});
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(before);
    } finally {
      error.mockRestore();
    }
  });
});
