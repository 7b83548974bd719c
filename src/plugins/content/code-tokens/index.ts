/**
 * A remark step of the guides' MDX compilation (build time, Node): every fenced code block is tokenized with the
 * site's Prism and every grammar (src/utils/prism/buildTokens.ts), and its tokens, in the compact form of
 * src/utils/prism/tokens.ts, become the block's `tokens` prop (MDX hands the `code` element's properties to
 * src/theme/CodeBlock). The browser draws them without Prism. A block in plain text or a language without a
 * grammar gets none and is shown as plain code; so is a block whose grammar throws (with a warning naming the
 * language): a tokenizing failure never fails the build.
 */
import {buildTokens} from '../../../utils/prism/buildTokens';

interface MdNode {
  type: string;
  lang?: string | null;
  value?: string;
  data?: {hProperties?: Record<string, unknown>};
  children?: MdNode[];
}

function visitCode(node: MdNode, visit: (code: MdNode) => void): void {
  if (node.type === 'code') visit(node);
  for (const child of node.children ?? []) visitCode(child, visit);
}

/** Adds each fenced block's tokens to its `code` element. */
export default function remarkCodeTokens(): (tree: MdNode) => void {
  return (tree) =>
    visitCode(tree, (node) => {
      if (!node.lang || !node.value) return;
      const tokens = buildTokens(node.value, node.lang);
      if (tokens === undefined) return;
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, tokens};
    });
}
