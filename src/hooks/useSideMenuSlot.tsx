import React, {createContext, useContext, useEffect, useState, type ReactNode} from 'react';
import {createStore, type Store} from '@site/src/utils/createStore';
import {useStore} from './useStore';

interface SideMenuSlotContent {
  readonly content: ReactNode;
  readonly label: string | null;
}

const EMPTY: SideMenuSlotContent = {content: null, label: null};

const SideMenuSlotContext = createContext<Store<SideMenuSlotContent> | null>(null);

/**
 * The mobile drawer lives in the top bar, but the side menu belongs to the page:
 * the page fills this slot with its menu and the drawer shows it.
 *
 * The slot is a store that the context hands out once, not a context value that changes: filling it (after
 * hydration, and on a reference page each time the section in view changes) re-renders the drawer only, instead of
 * making React search the whole page for readers of a changed context.
 */
export function SideMenuSlotProvider({children}: {children: ReactNode}): ReactNode {
  const [store] = useState(() => createStore(EMPTY));
  return <SideMenuSlotContext.Provider value={store}>{children}</SideMenuSlotContext.Provider>;
}

function useSlotStore(): Store<SideMenuSlotContent> {
  const store = useContext(SideMenuSlotContext);
  if (store === null)
    throw new Error('useSideMenuSlot must be used inside <SideMenuSlotProvider> (src/theme/Root.tsx)');
  return store;
}

/** What the page has put in the drawer, and the drawer's label. */
export function useSideMenuSlot(): SideMenuSlotContent {
  return useStore(useSlotStore());
}

/** Puts its children in the mobile drawer for as long as it is mounted. */
export function FillSideMenu({label, children}: {label: string; children: ReactNode}): null {
  const store = useSlotStore();
  useEffect(() => {
    store.set({content: children, label});
  }, [store, children, label]);
  useEffect(() => () => store.reset(), [store]);
  return null;
}
