import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {createStore, type Store} from '../../utils/createStore';
import {useStore} from '../useStore';

function Count({store}: {store: Store<number>}): React.ReactNode {
  return <p>count {useStore(store)}</p>;
}

describe('useStore', () => {
  it('renders the current value and follows each change', () => {
    const store = createStore(0);
    store.set(3);
    render(<Count store={store} />);
    expect(screen.getByText('count 3')).toBeInTheDocument();
    act(() => store.set(4));
    expect(screen.getByText('count 4')).toBeInTheDocument();
    act(() => store.reset());
    expect(screen.getByText('count 0')).toBeInTheDocument();
  });

  it('renders the initial value on the server', () => {
    const store = createStore(0);
    store.set(7);
    expect(renderToString(<Count store={store} />)).toMatch(/^<p>count (<!-- -->)?0<\/p>$/);
  });

  it('subscribes once while mounted and unsubscribes on unmount', () => {
    const store = createStore(0);
    const unsubscribe = jest.fn();
    const subscribe = jest.fn((listener: () => void) => {
      const remove = store.subscribe(listener);
      return () => {
        unsubscribe();
        remove();
      };
    });
    const {unmount} = render(<Count store={{...store, subscribe}} />);
    expect(subscribe).toHaveBeenCalledTimes(1);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
