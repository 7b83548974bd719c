/**
 * Build time (Node): a block's tokens in the compact form of ./tokens.ts, with every grammar of ./grammars.ts
 * registered, each token given the class of its look in the site's code themes (./paint.ts). Used by the guides'
 * MDX step (src/plugins/content/code-tokens) and the reference data (src/features/reference/engine/build.ts).
 */
import './allGrammars';
import {darkCodeTheme, lightCodeTheme} from '../../data/codeThemes';
import {tokenize} from './highlight';
import {tokenPainter} from './paint';
import {encodeTokens} from './tokens';

/** The looks of the site's light and dark code themes: a token is drawn in one mode or the other. */
const paintOf = tokenPainter([lightCodeTheme, darkCodeTheme]);

/** The compact tokens of `code` in `language`, or undefined when it is shown as plain text (no grammar, or failed). */
export function buildTokens(code: string, language: string): string | undefined {
  const lines = tokenize(code, language);
  if (!lines) return undefined;
  const encoded = encodeTokens(lines, paintOf);
  // Plain text (`text`, or code with nothing coloured) needs no tokens: the block shows its code as it is.
  return encoded.startsWith('\n') || encoded === '' ? undefined : encoded;
}
