/**
 * Highlighting a block with the site's Prism (./prism.ts), as prism-react-renderer's <Highlight> does, which
 * cannot be used without its own Prism: its module defines ~40 grammars (see ./prism.ts). Same output: the
 * tests compare both on every language.
 */
import type {CSSProperties} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import Prism from './prism';

/** One token of a line: its Prism types (outermost first, aliases after their type) and its text. */
export interface LineToken {
  readonly types: readonly string[];
  content: string;
  /** Set on the single token of an empty line. */
  empty?: true;
}

type PrismToken = string | {type: string; alias?: string | string[]; content: PrismToken | PrismToken[]};

const withType = (types: readonly string[], type: string | readonly string[]): readonly string[] =>
  typeof type === 'string' && types[types.length - 1] === type ? types : types.concat(type);

/** An empty line keeps one token with a newline, so that it has a height. */
function fillEmpty(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0].content === '') Object.assign(line[0], {content: '\n', empty: true});
}

/** Prism's nested tokens as lines of flat tokens: text outside any token is `plain`. */
export function tokenLines(tokens: readonly PrismToken[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const add = (list: readonly PrismToken[], types: readonly string[], nested: boolean) => {
    for (const token of list) {
      if (typeof token !== 'string') {
        const inner = token.alias ? withType(withType(types, token.type), token.alias) : withType(types, token.type);
        if (typeof token.content === 'string') add([token.content], inner, true);
        else add(Array.isArray(token.content) ? token.content : [token.content], inner, true);
        continue;
      }
      const [first, ...rest] = token.split(/\r\n|\r|\n/);
      const tokenTypes = nested ? types : ['plain'];
      lines[lines.length - 1].push({types: tokenTypes, content: first});
      for (const text of rest) {
        fillEmpty(lines[lines.length - 1]);
        lines.push([{types: tokenTypes, content: text}]);
      }
    }
  };
  add(tokens, [], false);
  fillEmpty(lines[lines.length - 1]);
  return lines;
}

/**
 * The code as lines of tokens, in `language`'s grammar when the site has it loaded, else as plain text. A grammar
 * that fails (half registered, or throwing on this code) also gives plain text: highlighting never takes a page down.
 */
function tokenize(code: string, language: string): LineToken[][] {
  const grammar = Prism.languages[language];
  if (!grammar) return tokenLines([code]);
  try {
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar) as PrismToken[];
    Prism.hooks.run('after-tokenize', env);
    return tokenLines(env.tokens);
  } catch (error) {
    console.warn(`Code highlighting failed for a ${language} block; it is shown as plain text.`, error);
    return tokenLines([code]);
  }
}

type Styles = Record<string, CSSProperties | undefined>;

/** A theme's styles by token type for one language, with the block's (`root`) and the lines' (`plain`). */
function stylesFor(theme: PrismTheme, language: string): Styles {
  const styles: Styles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...(entry.style as CSSProperties)};
  }
  styles.root = theme.plain as CSSProperties;
  styles.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return styles;
}

export interface Highlighted {
  readonly lines: LineToken[][];
  /** The <pre>'s class and style. */
  readonly className: string;
  readonly style: CSSProperties;
  /** Props of a line's element (what Docusaurus' CodeBlock/Line asks for). */
  getLineProps(input: {line: readonly LineToken[]; className?: string; style?: CSSProperties}): {
    className: string;
    style?: CSSProperties;
  };
  /** Props of a token's element. */
  getTokenProps(input: {token: LineToken; className?: string; style?: CSSProperties}): {
    className: string;
    style?: CSSProperties;
    children: string;
  };
}

/** Everything a block needs to draw its highlighted lines. */
export function highlight(code: string, rawLanguage: string, theme: PrismTheme): Highlighted {
  const language = rawLanguage.toLowerCase();
  const styles = stylesFor(theme, language);
  const tokenStyle = ({types, empty}: LineToken): CSSProperties | undefined => {
    const inline: CSSProperties | undefined = empty ? {display: 'inline-block'} : undefined;
    if (types.length === 1 && types[0] === 'plain') return inline;
    if (types.length === 1 && empty) return styles[types[0]];
    return Object.assign({}, inline, ...types.map((t) => styles[t])) as CSSProperties;
  };
  return {
    lines: tokenize(code, language),
    className: `prism-code language-${language}`,
    style: styles.root ?? {},
    getLineProps: ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    getTokenProps: ({token, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? {...tokenStyle(token), ...style} : tokenStyle(token),
    }),
  };
}
