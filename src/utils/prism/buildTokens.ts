/**
 * Build time (Node): a block's tokens in the compact form of ./tokens.ts, with every grammar of ./grammars.ts
 * registered. Used by the guides' MDX step (src/plugins/content/code-tokens) and the reference data
 * (src/features/reference/engine/build.ts).
 */
import './allGrammars';
import {tokenize} from './highlight';
import {encodeTokens} from './tokens';

/** The compact tokens of `code` in `language`, or undefined when it is shown as plain text (no grammar, or failed). */
export function buildTokens(code: string, language: string): string | undefined {
  const lines = tokenize(code, language);
  // Plain text (`text`, or code with nothing to colour) needs no tokens: the block shows its code as it is.
  if (!lines?.some((line) => line.some((token) => token.types.some((t) => t !== 'plain')))) return undefined;
  return encodeTokens(lines);
}
