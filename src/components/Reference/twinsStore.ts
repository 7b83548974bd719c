import {useSyncExternalStore} from 'react';

/**
 * The language twins of the sections on screen, by section route (`/reference/javascript/select` →
 * `['dart', 'kotlin', ...]`), shared between the reference page (each section's twins row registers its
 * twins from the version's page data) and the top menu's library links, which follow the section in view.
 * Small on purpose: it sits in the top bar's import graph.
 */
type Twins = ReadonlyMap<string, readonly string[]>;

let twins: Twins = new Map();
const EMPTY: Twins = new Map();
const listeners = new Set<() => void>();

export const twinsStore = {
  get: (): Twins => twins,
  register(route: string, libraries: readonly string[]): void {
    const known = twins.get(route);
    if (known && known.length === libraries.length && known.every((l, i) => l === libraries[i])) return;
    const next = new Map(twins);
    next.set(route, libraries);
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
