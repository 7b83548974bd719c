/**
 * A small external store: one value, replaced whole, with listeners told of each change. The
 * shared state between parts of the page that React does not nest (the reference page and the
 * side menu or the top bar); components read it through `useStore` (src/hooks/useStore.ts).
 */
export interface Store<T> {
  /** The current value. */
  readonly get: () => T;
  /** The value the store started with (also what the server renders). */
  readonly initial: () => T;
  /** Replaces the value and tells the listeners, once; a value identical to the current one changes nothing. */
  readonly set: (next: T) => void;
  /** Back to the initial value. */
  readonly reset: () => void;
  /** Adds a listener; returns its removal. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initialValue: T): Store<T> {
  let value = initialValue;
  const listeners = new Set<() => void>();
  const set = (next: T): void => {
    if (Object.is(next, value)) return;
    value = next;
    listeners.forEach((l) => l());
  };
  return {
    get: () => value,
    initial: () => initialValue,
    set,
    reset: () => set(initialValue),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
