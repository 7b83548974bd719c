/** The browser's CodeHighlight (see ./index.tsx): Prism and the highlighted content load on first use. */
import React, {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {CodeHighlightProps} from '.';

const Highlighted = lazy<ComponentType<{className?: string}>>(() => import('./highlighted'));

export default function CodeHighlight({fallback, ...props}: CodeHighlightProps): ReactNode {
  return (
    <Suspense fallback={fallback}>
      <Highlighted {...props} />
    </Suspense>
  );
}
