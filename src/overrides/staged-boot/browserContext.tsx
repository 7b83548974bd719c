/**
 * In place of @docusaurus/core/lib/client/browserContext.js in the production browser bundle.
 *
 * The stock provider keeps "is this the browser" in a state at the root of the app, set to true by an effect
 * after hydration. Changing a context at the root makes React walk the whole tree for its readers: ~40 ms at
 * 1x CPU in one task on a guide (its side menu alone is hundreds of components). Here `useIsBrowser`
 * (./useIsBrowser.ts) keeps its own state: hydration renders the server's value (false), and each reader then
 * turns true in one transition, so React re-renders only the readers, in slices. The provider is kept, as a
 * pass-through, for App.js.
 */
import React, {type ReactNode} from 'react';

/** Kept for modules that import it; nothing provides a value (the hook does not read it). */
export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  return <>{children}</>;
}
