import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {referenceNavStore, useReferenceNav} from '../referenceNavStore';

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

  it('re-renders a reader only when the page changes what it shows, and shows no page once the page goes', () => {
    let renders = 0;
    function SideMenuReader(): React.ReactNode {
      renders += 1;
      const nav = useReferenceNav();
      return React.createElement('p', null, `${nav.menuId ?? 'no page'}: ${nav.activeSlug ?? 'no section'}`);
    }
    render(React.createElement(SideMenuReader));
    expect(screen.getByText('no page: no section')).toBeInTheDocument();

    act(() =>
      referenceNavStore.set({
        menuId: 'reference_javascript_v2',
        basePath: '/reference/javascript',
        slugs: ['select', 'insert'],
        activeSlug: 'select',
        ready: true,
      }),
    );
    expect(screen.getByText('reference_javascript_v2: select')).toBeInTheDocument();
    const afterPublish = renders;

    // The scroll spy writes the section in view on every frame; the same section costs the reader nothing.
    act(() => {
      for (let frame = 0; frame < 10; frame++) referenceNavStore.set({activeSlug: 'select'});
    });
    expect(renders).toBe(afterPublish);
    act(() => referenceNavStore.set({activeSlug: 'insert'}));
    expect(screen.getByText('reference_javascript_v2: insert')).toBeInTheDocument();
    expect(renders).toBe(afterPublish + 1);

    // The page unmounts (useReferenceNavigation resets the store): the reader no longer sees a reference page.
    act(() => referenceNavStore.reset());
    expect(screen.getByText('no page: no section')).toBeInTheDocument();
    const afterReset = renders;
    act(() => referenceNavStore.reset());
    expect(renders).toBe(afterReset);
  });
});
