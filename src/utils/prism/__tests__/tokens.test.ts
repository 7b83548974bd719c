import {buildTokens} from '../buildTokens';
import {codeLines, decodeTokens, encodeTokens, tokensHtml} from '../tokens';
import type {TokenPainter} from '../paint';
import type {LineToken} from '../highlight';

const classes = {codeLine: 'cl', codeLineNumber: 'cln', codeLineContent: 'clc'};

describe('compact tokens (built in Node, drawn in the browser without Prism)', () => {
  it('encodes a block as its token classes and, per line, lengths with class indices', () => {
    // Punctuation is drawn like plain text in both themes: bare text, no token.
    expect(buildTokens('function foo() {}', 'js')).toBe('keyword,function\n8.0,1,3.1,5');
  });

  it('gives kinds that look the same in both themes one class (the first theme type that looks like them)', () => {
    // `true` is a boolean, `1` a number: one colour in both themes, so one class; the space between them joins.
    const tokens = buildTokens('f(true 1); a(null)', 'js')!;
    const [head, line] = tokens.split('\n');
    expect(head).toBe('function,entity,keyword');
    expect(line).toBe('1.0,1,6.1,3,1.0,1,4.2,1');
    expect(tokens).not.toContain('boolean');
  });

  it('decodes to the same text, line by line, with the classes of each token', () => {
    const code = "const a = 'x<y>&z';\n\n// done\r\nlet b = `t\n${a}`";
    const lines = decodeTokens(code.replace(/\r\n/g, '\n'), buildTokens(code.replace(/\r\n/g, '\n'), 'ts')!)!;
    expect(lines.map((line) => line.map((t) => t.text).join(''))).toEqual(code.replace(/\r\n/g, '\n').split('\n'));
    expect(lines[0][0]).toEqual({kind: 'keyword', text: 'const'});
    expect(lines[0]).toContainEqual({kind: 'string', text: "'x<y>&z'"});
    expect(lines[1]).toEqual([]);
    expect(lines[2]).toEqual([{kind: 'comment', text: '// done'}]);
  });

  it('refuses tokens that do not fit the code (then the block shows plain code)', () => {
    const tokens = buildTokens('select 1;\nselect 2;', 'sql')!;
    expect(decodeTokens('select 1;', tokens)).toBeUndefined();
    expect(decodeTokens('select 1;\nselect 22;', tokens)).toBeUndefined();
    expect(decodeTokens('select 1;\nselect 2', tokens)).toBeUndefined();
    expect(decodeTokens('x', 'keyword\n1.5')).toBeUndefined();
  });

  it('has no tokens for plain text or a language without a grammar', () => {
    expect(buildTokens('just words', 'text')).toBeUndefined();
    expect(buildTokens('x = 1', 'no-such-language')).toBeUndefined();
    expect(encodeTokens([], () => undefined)).toBe('');
  });

  it('draws a block without highlighted lines or numbers as its lines joined by newlines, escaped', () => {
    const code = 'a < b\n\nif';
    const lines = decodeTokens(code, buildTokens(code, 'js')!)!;
    expect(tokensHtml(lines, {lineClassNames: {}, showLineNumbers: false, classes})).toBe(
      'a &lt; b\n\n<span class="token keyword">if</span>',
    );
    expect(tokensHtml(lines, {lineClassNames: {1: []}, showLineNumbers: false, classes})).not.toContain('token-line');
    // A newline at the very end draws no line: an empty last line keeps its height with one more.
    expect(
      tokensHtml([[{kind: undefined, text: 'a'}], []], {lineClassNames: {}, showLineNumbers: false, classes}),
    ).toBe('a\n\n');
  });

  it("draws Docusaurus' line markup when a line is highlighted or the lines are numbered", () => {
    const code = 'a < b\n\nif';
    const lines = decodeTokens(code, buildTokens(code, 'js')!)!;
    expect(tokensHtml(lines, {lineClassNames: {0: ['hl']}, showLineNumbers: false, classes})).toBe(
      '<div class="token-line hl">a &lt; b<br></div><div class="token-line"><br></div>' +
        '<div class="token-line"><span class="token keyword">if</span><br></div>',
    );
    const numbered = tokensHtml(lines, {lineClassNames: {}, showLineNumbers: true, classes});
    expect(numbered).toContain(
      '<div class="token-line cl"><span class="cln"></span><span class="clc"><span class="token keyword">if</span></span><br></div>',
    );
  });
});

describe('encodeTokens (one token per look)', () => {
  // A painter of four looks: `k` and `kw` look alike, `bg` has a background, `p` looks like plain text.
  const paintOf: TokenPainter = (kind) =>
    ({
      k: {className: 'k', inkOnly: true},
      kw: {className: 'k', inkOnly: true},
      s: {className: 's', inkOnly: true},
      bg: {className: 'bg', inkOnly: false},
    })[kind];
  const line = (...tokens: [string, string][]): LineToken[] =>
    tokens.map(([type, content]) => ({types: type === '' ? ['plain'] : [type], content}));

  it('joins neighbours that look alike, and the spaces between them', () => {
    expect(encodeTokens([line(['k', 'if'], ['', ' '], ['kw', 'in'], ['', ' '], ['s', "'x'"])], paintOf)).toBe(
      'k,s\n5.0,1,3.1',
    );
  });

  it('leaves spaces between tokens of two looks, or at a line end, bare', () => {
    expect(encodeTokens([line(['', '  '], ['k', 'a'], ['s', ' '], ['s', 'b'], ['k', '  '])], paintOf)).toBe(
      'k,s\n2,1.0,1,1.1,2',
    );
  });

  it('draws kinds that look like plain text bare', () => {
    expect(encodeTokens([line(['p', 'x'], ['', ' = '], ['p', 'y'])], paintOf)).toBe('\n5');
  });

  it('keeps a space of a look with a background, and joins no tokens of that look across a space', () => {
    expect(encodeTokens([line(['bg', 'a'], ['', ' '], ['bg', 'b'], ['bg', ' '], ['k', 'c'])], paintOf)).toBe(
      'bg,k\n1.0,1,2.0,1.1',
    );
  });
});

describe('codeLines (the shown code, magic comments removed)', () => {
  it('keeps the tokens of the lines Docusaurus shows', () => {
    const input = "// highlight-next-line\nconst a = 1;\n// highlight-start\nlet b = 'x';\n// highlight-end\n";
    // MDX hands the block its code with a newline at the end; the build tokenized it without.
    const lines = codeLines("const a = 1;\nlet b = 'x';", input, buildTokens(input.replace(/\n$/, ''), 'js'));
    expect(lines.map((line) => line.map((t) => t.text).join(''))).toEqual(['const a = 1;', "let b = 'x';"]);
    expect(lines[0][0]).toEqual({kind: 'keyword', text: 'const'});
  });

  it('shows plain lines without tokens or when the tokens belong to other code', () => {
    expect(codeLines('a\n\nb', 'a\n\nb', undefined)).toEqual([
      [{kind: undefined, text: 'a'}],
      [],
      [{kind: undefined, text: 'b'}],
    ]);
    expect(codeLines('let x = 2;', 'let x = 2;', buildTokens('let xy = 2;', 'js'))).toEqual([
      [{kind: undefined, text: 'let x = 2;'}],
    ]);
  });
});
