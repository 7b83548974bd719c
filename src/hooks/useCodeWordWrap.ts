import {useCallback, useEffect, useRef, useState} from 'react';

/** The code block's word-wrap state, in the shape the theme's code block context expects. */
export interface WordWrap {
  readonly codeBlockRef: React.RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
}

/** Whether a block's code is wider than its box (or wrapped already): what the word-wrap button is shown for. */
function isScrollable(pre: HTMLPreElement): boolean {
  return pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true;
}

/**
 * The code block's word-wrap button state (same contract as theme-common's `useCodeWordWrap`).
 *
 * The difference is when the block is measured. The theme's hook measures in an effect right after mounting,
 * which after hydration forces a layout of the whole page inside React's effects, and it sets a "hidden tab"
 * state on every block, re-rendering each one. Here a ResizeObserver measures the block when the browser has
 * laid it out anyway (its callbacks run after layout, so reading the widths forces nothing), and again whenever
 * its size changes: a window resize, a hidden tab becoming visible, the wrap toggled. Only a block whose answer
 * changes re-renders.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar once wrapped, even for a very long word.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return undefined;
    let observed: HTMLPreElement | null = null;
    const observe = (pre: HTMLPreElement | null) => {
      if (pre === observed) return;
      if (observed) observer.unobserve(observed);
      if (pre) observer.observe(pre);
      observed = pre;
    };
    const observer = new ResizeObserver(() => {
      // The block may show another <pre> by now (highlighted after the server's markup): measure the one shown.
      const pre = codeBlockRef.current;
      observe(pre);
      if (pre?.isConnected) setIsCodeScrollable(isScrollable(pre));
    });
    observe(codeBlockRef.current);
    return () => observer.disconnect();
    // Toggling the wrap changes the width of the code, not of its box: observe again to be told the new answer.
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
