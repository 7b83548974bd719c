/**
 * Tokenizing a block with the site's Prism (./prism.ts) into lines of tokens, as prism-react-renderer's
 * <Highlight> does (the tests compare both on every language). Runs at build time only (./buildTokens.ts).
 */
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
 * The code as lines of tokens in `language`'s grammar (registered on Prism), or undefined when the site has no
 * grammar for it. A grammar that throws on this code also gives undefined, after a warning naming the language:
 * the block is then shown as plain code (highlighting never fails a build or takes a page down).
 */
export function tokenize(code: string, rawLanguage: string): LineToken[][] | undefined {
  const language = rawLanguage.toLowerCase();
  const grammar = Prism.languages[language];
  if (!grammar) return undefined;
  try {
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(code, grammar) as PrismToken[];
    Prism.hooks.run('after-tokenize', env);
    return tokenLines(env.tokens);
  } catch (error) {
    console.warn(`Code highlighting failed for a ${language} block; it is shown as plain text.`, error);
    return undefined;
  }
}
