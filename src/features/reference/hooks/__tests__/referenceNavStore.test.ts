import {referenceNavStore} from '../referenceNavStore';

describe('referenceNavStore', () => {
  afterEach(() => referenceNavStore.reset());

  it('merges a partial state and tells the listeners only when a field changes', () => {
    const listener = jest.fn();
    const unsubscribe = referenceNavStore.subscribe(listener);
    referenceNavStore.set({basePath: '/reference/javascript', activeSlug: 'select'});
    expect(referenceNavStore.get()).toMatchObject({
      menuId: null,
      basePath: '/reference/javascript',
      activeSlug: 'select',
      ready: false,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    referenceNavStore.set({activeSlug: 'select'});
    expect(listener).toHaveBeenCalledTimes(1);
    referenceNavStore.set({activeSlug: 'insert'});
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('resets to the empty state', () => {
    referenceNavStore.set({menuId: 'reference_javascript_v2', ready: true});
    referenceNavStore.reset();
    expect(referenceNavStore.get()).toEqual({
      menuId: null,
      basePath: null,
      slugs: [],
      ready: false,
      activeSlug: null,
    });
  });
});
