import {useSyncExternalStore} from 'react';

/**
 * The reference page currently on screen, shared between the page (which knows
 * its sections and which one is in view) and the side menu (which highlights it
 * and turns clicks into in-page navigation). Outside a reference page it is empty.
 */
export interface ReferenceNavState {
  readonly menuId: string | null;
  readonly basePath: string | null;
  readonly slugs: readonly string[];
  /** True once every section is rendered (the whole page data has loaded). */
  readonly ready: boolean;
  readonly activeSlug: string | null;
}

const EMPTY: ReferenceNavState = {menuId: null, basePath: null, slugs: [], ready: false, activeSlug: null};
let state: ReferenceNavState = EMPTY;
const listeners = new Set<() => void>();

export const referenceNavStore = {
  get: (): ReferenceNavState => state,
  set(next: Partial<ReferenceNavState>): void {
    const merged = {...state, ...next};
    if (Object.keys(merged).every((k) => merged[k as keyof ReferenceNavState] === state[k as keyof ReferenceNavState])) return;
    state = merged;
    listeners.forEach((l) => l());
  },
  reset(): void {
    state = EMPTY;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useReferenceNav(): ReferenceNavState {
  return useSyncExternalStore(referenceNavStore.subscribe, referenceNavStore.get, () => EMPTY);
}
