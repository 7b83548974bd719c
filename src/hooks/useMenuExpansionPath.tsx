import React, {createContext, useContext, type ReactNode} from 'react';

const MenuExpansionPathContext = createContext<string | null>(null);

/**
 * Gives the side menu's categories the path they open for (src/utils/menuExpansion.ts), which on a reference page
 * differs from the highlighted one: the highlight follows the section in view, the categories the reader's navigation.
 */
export function MenuExpansionPathProvider({path, children}: {path: string; children: ReactNode}): ReactNode {
  return <MenuExpansionPathContext.Provider value={path}>{children}</MenuExpansionPathContext.Provider>;
}

/** The path the categories open for, or null outside a provider (then they follow the highlighted path). */
export function useMenuExpansionPath(): string | null {
  return useContext(MenuExpansionPathContext);
}
