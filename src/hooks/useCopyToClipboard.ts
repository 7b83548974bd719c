import {useCallback, useEffect, useRef, useState} from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard; the state says "copied" (or "failed") for a moment after each attempt. */
export function useCopyToClipboard(resetMs = 1500): {state: CopyState; copy: (text: string) => Promise<void>} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await navigator.clipboard.writeText(text);
        setState('copied');
      } catch {
        setState('failed');
      }
      timer.current = setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs],
  );
  return {state, copy};
}
