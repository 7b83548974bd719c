/**
 * Code tokenized at build time, carried to the browser in a compact string and turned into the highlighted
 * markup there without Prism: the site's blocks are highlighted while the guides are compiled
 * (src/plugins/content/code-tokens) and while the reference data is built (src/features/reference/engine/build.ts).
 *
 * Format: the first line lists the block's token classes (each entry the classes of one look of token, space
 * separated; entries separated by `,`); every next line is one line of code: its tokens separated by `,`, each the
 * token's length in base 36, then `.` and its entry in the list (base 36) unless it is plain text.
 * `function foo() {}` is `keyword,function,punctuation\n8.0,1,3.1,5.2` (the space between `()` and `{}`, drawn
 * the same in punctuation's colour, joins them).
 */
import type {LineToken} from './highlight';
import type {TokenPainter} from './paint';

/** One line's tokens as runs of one class ('' for plain text), in order. */
function runsOf(line: readonly LineToken[], paintOf: TokenPainter): {className: string; length: number}[] {
  const parts = line
    .filter(({content, empty}) => !empty && content.length > 0)
    .map(({types, content}) => {
      const paint = paintOf(types.filter((t) => t !== 'plain').join(' '));
      // Spaces drawn with nothing but ink (colour, font) look the same in any class.
      const space = /^\s+$/.test(content) && (paint === undefined || paint.inkOnly);
      return {className: paint?.className ?? '', inkOnly: paint?.inkOnly ?? false, length: content.length, space};
    });
  // Spaces between two tokens of one ink-only class take that class (one span instead of two); others are plain.
  for (let i = 0; i < parts.length; i += 1) {
    if (!parts[i].space) continue;
    let end = i;
    while (end < parts.length && parts[end].space) end += 1;
    const [before, after] = [parts[i - 1], parts[end]];
    const joined = before?.inkOnly && before.className === after?.className ? before.className : '';
    for (let j = i; j < end; j += 1) parts[j].className = joined;
    i = end - 1;
  }
  // Neighbours of one class (Prism gives `(` and `)` apart) are one token: the same colours, fewer elements.
  const runs: {className: string; length: number}[] = [];
  for (const {className, length} of parts) {
    const last = runs[runs.length - 1];
    if (last?.className === className) last.length += length;
    else runs.push({className, length});
  }
  return runs;
}

/**
 * The compact form of `lines` (the tokens of one block, as src/utils/prism/highlight.ts gives them), each token
 * given the class it paints with by `paintOf` (./paint.ts: one class per look, none for plain text).
 */
export function encodeTokens(lines: readonly (readonly LineToken[])[], paintOf: TokenPainter): string {
  const kinds = new Map<string, number>();
  const body = lines.map((line) =>
    runsOf(line, paintOf)
      .map(({className, length}) => {
        if (className === '') return length.toString(36);
        let index = kinds.get(className);
        if (index === undefined) {
          index = kinds.size;
          kinds.set(className, index);
        }
        return `${length.toString(36)}.${index.toString(36)}`;
      })
      .join(','),
  );
  return [[...kinds.keys()].join(','), ...body].join('\n');
}

/** One token: its classes after `token` (undefined for plain text) and its text. */
export interface DecodedToken {
  readonly kind: string | undefined;
  readonly text: string;
}

/**
 * The lines of `code` as tokens, by `encoded` (made by encodeTokens from the same code); undefined when they do
 * not fit the code (a different line count or length), so the block shows plain code rather than wrong colours.
 */
export function decodeTokens(code: string, encoded: string): DecodedToken[][] | undefined {
  const [head, ...body] = encoded.split('\n');
  const kinds = head === '' ? [] : head.split(',');
  const lines = code.split(/\r?\n/);
  if (body.length !== lines.length) return undefined;
  const decoded: DecodedToken[][] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i];
    const tokens: DecodedToken[] = [];
    let at = 0;
    for (const part of body[i] === '' ? [] : body[i].split(',')) {
      const [length, kind] = part.split('.');
      const end = at + parseInt(length, 36);
      const k = kind === undefined ? undefined : kinds[parseInt(kind, 36)];
      if (end > text.length || (kind !== undefined && k === undefined)) return undefined;
      tokens.push({kind: k, text: text.slice(at, end)});
      at = end;
    }
    if (at !== text.length) return undefined;
    decoded.push(tokens);
  }
  return decoded;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (c) => ESCAPES[c]);

/** The classes of the line markup (Docusaurus' CodeBlock/Line CSS module). */
export interface LineClasses {
  readonly codeLine: string;
  readonly codeLineNumber: string;
  readonly codeLineContent: string;
}

/** A line's tokens as HTML: `<span class="token …">` per token, plain text bare, escaped. */
const lineHtml = (line: readonly DecodedToken[]): string =>
  line
    // Plain text is bare: no style reads `.token.plain`, and its span was a third of a block's markup.
    .map(({kind, text}) =>
      kind === undefined ? escapeHtml(text) : `<span class="token ${kind}">${escapeHtml(text)}</span>`,
    )
    .join('');

/**
 * The inner HTML of a block's `<code>`, with the tokens as `<span class="token …">` and plain text as text. Colours
 * come from the stylesheet (src/css/codeTokens.css), so the same markup serves both colour modes.
 *
 * A block with highlighted lines or line numbers gets the markup of Docusaurus' CodeBlock/Line for every line (a
 * `token-line` element with the line's classes, the line-number cells when numbered, a `<br>` at the end): those
 * lines have a background or a number cell of their own. Any other block is its lines joined by newlines, which the
 * `<pre>` keeps (and wraps with the word-wrap button's `pre-wrap`): one element less per line, and the same look.
 */
export function tokensHtml(
  lines: readonly (readonly DecodedToken[])[],
  options: {
    readonly lineClassNames: Readonly<Record<number, readonly string[] | undefined>>;
    readonly showLineNumbers: boolean;
    readonly classes: LineClasses;
  },
): string {
  const {lineClassNames, showLineNumbers, classes} = options;
  if (!showLineNumbers && !Object.values(lineClassNames).some((names) => names !== undefined && names.length > 0)) {
    // A newline at the very end draws no line of its own: an empty last line needs one more to keep its height.
    const last = lines[lines.length - 1];
    return lines.map(lineHtml).join('\n') + (last !== undefined && last.length === 0 ? '\n' : '');
  }
  return lines
    .map((line, i) => {
      const spans = lineHtml(line);
      const lineClass = ['token-line', ...(lineClassNames[i] ?? []), ...(showLineNumbers ? [classes.codeLine] : [])];
      const content = showLineNumbers
        ? `<span class="${classes.codeLineNumber}"></span><span class="${classes.codeLineContent}">${spans}</span>`
        : spans;
      return `<div class="${lineClass.join(' ')}">${content}<br></div>`;
    })
    .join('');
}

/**
 * The lines of a block's shown code as tokens: `encoded` was built from the code as written (`codeInput`), and
 * Docusaurus removes magic-comment lines (`// highlight-next-line`) from what it shows (`code`), so the shown lines
 * are the written ones minus those. Without tokens, or when they do not fit, each line is one plain token.
 */
export function codeLines(code: string, codeInput: string, encoded: string | undefined): DecodedToken[][] {
  const written = encoded === undefined ? undefined : decodeTokens(codeInput.replace(/\r?\n$/, ''), encoded);
  const shown = code.split(/\r?\n/);
  const plain = (text: string): DecodedToken[] => (text === '' ? [] : [{kind: undefined, text}]);
  if (!written) return shown.map(plain);
  const lines: DecodedToken[][] = [];
  let at = 0;
  for (const text of shown) {
    while (at < written.length && written[at].map((t) => t.text).join('') !== text) at += 1;
    if (at === written.length) return shown.map(plain);
    lines.push(written[at]);
    at += 1;
  }
  return lines;
}
