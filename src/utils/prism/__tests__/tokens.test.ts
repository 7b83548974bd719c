import {buildTokens} from '../buildTokens';
import {codeLines, decodeTokens, encodeTokens, tokensHtml} from '../tokens';

const classes = {codeLine: 'cl', codeLineNumber: 'cln', codeLineContent: 'clc'};

describe('compact tokens (built in Node, drawn in the browser without Prism)', () => {
  it('encodes a block as its token classes and, per line, lengths with class indices', () => {
    expect(buildTokens('function foo() {}', 'js')).toBe('keyword,function,punctuation\n8.0,1,3.1,2.2,1,2.2');
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
    expect(encodeTokens([])).toBe('');
  });

  it("draws Docusaurus' line markup, escaped, with highlighted lines and line numbers", () => {
    const code = 'a < b\n\nc';
    const lines = decodeTokens(code, buildTokens(code, 'js')!)!;
    expect(tokensHtml(lines, {lineClassNames: {}, showLineNumbers: false, classes})).toBe(
      '<div class="token-line">a <span class="token operator">&lt;</span>' +
        ' b<br></div><div class="token-line"><br></div>' +
        '<div class="token-line">c<br></div>',
    );
    const numbered = tokensHtml(lines, {lineClassNames: {2: ['hl']}, showLineNumbers: true, classes});
    expect(numbered).toContain(
      '<div class="token-line hl cl"><span class="cln"></span><span class="clc">c</span><br></div>',
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
