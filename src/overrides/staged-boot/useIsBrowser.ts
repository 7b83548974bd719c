/**
 * In place of @docusaurus/core/lib/client/exports/useIsBrowser.js (see ./browserContext.tsx): false while the page
 * hydrates, then true in a transition, so React re-renders only the readers, in slices that yield (an external store
 * re-rendered them in one ~25 ms task); true at once for components mounted later.
 */
import {startTransition, useEffect, useState} from 'react';

let hydrated = false;

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!isBrowser) startTransition(() => setIsBrowser(true));
  }, [isBrowser]);
  return isBrowser;
}
