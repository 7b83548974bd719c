/**
 * In place of @docusaurus/core/lib/client/browserContext.js. The stock provider flips a state at the root after
 * hydration, and a context change at the root makes React walk the whole tree for its readers (~40 ms at 1x CPU in
 * one task on a guide). ./useIsBrowser.ts keeps its own state instead; this pass-through stays for App.js, the
 * one importer left (the stock hook, which read the context, is replaced).
 */
import type {ReactNode} from 'react';

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  return children;
}
