/**
 * A code block's highlighted content. On the server (and in tests) it is this module: every grammar is
 * registered and the block is highlighted while the page is rendered. The browser bundle gets ./lazy.tsx in its
 * place (src/plugins/prism-on-demand), so Prism and the block's grammar load only when a block has to be
 * highlighted in the browser: a block mounted after a client-side navigation, or shown in the colour mode the
 * server did not render.
 */
import '@site/src/utils/prism/allGrammars';
import React, {type ReactNode} from 'react';
import Highlighted from './highlighted';

export interface CodeHighlightProps {
  readonly className?: string;
  /** The block's language: the browser loads its grammar first. */
  readonly language: string;
  /** Shown while the browser loads Prism (not used here: on the server the block is highlighted at once). */
  readonly fallback: ReactNode;
}

export default function CodeHighlight({className}: CodeHighlightProps): ReactNode {
  return <Highlighted className={className} />;
}
