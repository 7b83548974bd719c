import {useSyncExternalStore} from 'react';

/**
 * The language twins of the reference version on screen, by section route (`/reference/javascript/select` →
 * `['dart', 'kotlin', ...]`), shared between the reference page (which sets them once from the version's
 * page data) and the top menu's library links, which follow the section in view.
 * Small on purpose: it sits in the top bar's import graph.
 */
type Twins = ReadonlyMap<string, readonly string[]>;

let twins: Twins = new Map();
const EMPTY: Twins = new Map();
const listeners = new Set<() => void>();

export const twinsStore = {
  get: (): Twins => twins,
  /** Replaces the twins with those of one version (one notification, however many sections it has). */
  set(next: Twins): void {
    twins = next;
    listeners.forEach((l) => l());
  },
  reset(): void {
    twins = new Map();
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useTwinsStore(): Twins {
  return useSyncExternalStore(twinsStore.subscribe, twinsStore.get, () => EMPTY);
}
