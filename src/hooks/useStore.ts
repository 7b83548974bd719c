import {useSyncExternalStore} from 'react';
import type {Store} from '../utils/createStore';

/** The value of a store (src/utils/createStore.ts); the component renders again when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
