/**
 * In place of @docusaurus/core/lib/client/exports/useIsBrowser.js in the production browser bundle (see
 * ./browserContext.tsx): false while the page hydrates (the server's value), true after, and true at once for
 * components mounted later.
 *
 * The flip after hydration is a transition: React re-renders the readers in slices that yield to the browser.
 * (An external store, as before, made React re-render them synchronously in the task after the hydration commit:
 * ~25 ms at 1x CPU on a guide, one long task on a phone.)
 */
import {startTransition, useEffect, useState} from 'react';

/** Whether some reader has committed: the page has hydrated, so later readers start with true. */
let hydrated = false;

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!isBrowser) startTransition(() => setIsBrowser(true));
  }, [isBrowser]);
  return isBrowser;
}
