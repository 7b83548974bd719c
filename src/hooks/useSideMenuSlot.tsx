import React, {createContext, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';

interface SideMenuSlotValue {
  readonly content: ReactNode;
  readonly label: string | null;
  readonly fill: (content: ReactNode, label: string) => void;
  readonly clear: () => void;
}

const SideMenuSlotContext = createContext<SideMenuSlotValue | null>(null);

/**
 * The mobile drawer lives in the top bar, but the side menu belongs to the page:
 * the page fills this slot with its menu and the drawer shows it.
 */
export function SideMenuSlotProvider({children}: {children: ReactNode}): ReactNode {
  const [slot, setSlot] = useState<{content: ReactNode; label: string | null}>({content: null, label: null});
  const value = useMemo(
    () => ({
      ...slot,
      fill: (content: ReactNode, label: string) => setSlot({content, label}),
      clear: () => setSlot({content: null, label: null}),
    }),
    [slot],
  );
  return <SideMenuSlotContext.Provider value={value}>{children}</SideMenuSlotContext.Provider>;
}

export function useSideMenuSlot(): SideMenuSlotValue {
  const value = useContext(SideMenuSlotContext);
  if (value === null)
    throw new Error('useSideMenuSlot must be used inside <SideMenuSlotProvider> (src/theme/Root.tsx)');
  return value;
}

/** Puts its children in the mobile drawer for as long as it is mounted. */
export function FillSideMenu({label, children}: {label: string; children: ReactNode}): null {
  const {fill, clear} = useSideMenuSlot();
  useEffect(() => {
    fill(children, label);
  }, [children, label]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => clear, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
