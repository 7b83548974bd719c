/**
 * A code block's highlighted content. On the server (and in tests) it is this module: the block is highlighted
 * while the page is rendered. The browser bundle gets ./lazy.tsx in its place (src/plugins/prism-on-demand), so
 * Prism and its languages load only when a block has to be highlighted in the browser: a block mounted after
 * a client-side navigation, or shown in the colour mode the server did not render.
 */
import React, {type ReactNode} from 'react';
import Highlighted from './highlighted';

export interface CodeHighlightProps {
  readonly className?: string;
  /** Shown while the browser loads Prism (not used here: on the server the block is highlighted at once). */
  readonly fallback: ReactNode;
}

export default function CodeHighlight({fallback: _fallback, ...props}: CodeHighlightProps): ReactNode {
  return <Highlighted {...props} />;
}
