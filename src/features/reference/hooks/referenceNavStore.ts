import {createStore} from '../../../utils/createStore';
import {useStore} from '../../../hooks/useStore';

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

const EMPTY: ReferenceNavState = {
  menuId: null,
  basePath: null,
  slugs: [],
  ready: false,
  activeSlug: null,
};
const store = createStore<ReferenceNavState>(EMPTY);

export const referenceNavStore = {
  ...store,
  /** Merges `next` into the state; listeners hear of it only when a field changes. */
  set(next: Partial<ReferenceNavState>): void {
    const state = store.get();
    const merged = {...state, ...next};
    if (Object.keys(merged).every((k) => merged[k as keyof ReferenceNavState] === state[k as keyof ReferenceNavState]))
      return;
    store.set(merged);
  },
};

export function useReferenceNav(): ReferenceNavState {
  return useStore(referenceNavStore);
}
