import {createStore} from '../createStore';

describe('createStore', () => {
  it('starts at the initial value and replaces it whole', () => {
    const store = createStore({n: 1});
    expect(store.get()).toEqual({n: 1});
    const next = {n: 2};
    store.set(next);
    expect(store.get()).toBe(next);
    expect(store.initial()).toEqual({n: 1});
  });

  it('tells each listener once per change, and not for the value it already holds', () => {
    const store = createStore(0);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('resets to the initial value, telling the listeners only when that is a change', () => {
    const initial = new Map<string, number>();
    const store = createStore<ReadonlyMap<string, number>>(initial);
    const listener = jest.fn();
    store.subscribe(listener);
    store.reset();
    expect(listener).not.toHaveBeenCalled();
    store.set(new Map([['a', 1]]));
    store.reset();
    expect(store.get()).toBe(initial);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener once it is removed, and keeps the others', () => {
    const store = createStore('a');
    const gone = jest.fn();
    const kept = jest.fn();
    const unsubscribe = store.subscribe(gone);
    store.subscribe(kept);
    unsubscribe();
    store.set('b');
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('keeps stores apart', () => {
    const a = createStore(0);
    const b = createStore(0);
    a.set(5);
    expect(b.get()).toBe(0);
  });
});
