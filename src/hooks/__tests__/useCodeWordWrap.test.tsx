import React from 'react';
import {act, render, screen} from '@testing-library/react';
import {useCodeWordWrap} from '../useCodeWordWrap';

/** A ResizeObserver whose callbacks the test fires, standing in for the browser's layout. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instances.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  /** The browser laid the page out: every observer watching something is told. */
  static layout() {
    for (const o of FakeResizeObserver.instances.filter((i) => i.observed.size > 0)) {
      o.callback([], o as unknown as ResizeObserver);
    }
  }
}

/** Sets the widths jsdom does not compute. */
function setWidths(pre: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(pre, 'scrollWidth', {value: scrollWidth, configurable: true});
  Object.defineProperty(pre, 'clientWidth', {value: clientWidth, configurable: true});
}

let renders = 0;
function Block({code = 'const a = 1;'}: {code?: string}) {
  renders++;
  const {codeBlockRef, isEnabled, isCodeScrollable, toggle} = useCodeWordWrap();
  return (
    <div>
      <pre ref={codeBlockRef} data-testid="pre">
        <code>{code}</code>
      </pre>
      {isCodeScrollable && (
        <button type="button" onClick={toggle}>
          {isEnabled ? 'unwrap' : 'wrap'}
        </button>
      )}
    </div>
  );
}

describe('useCodeWordWrap', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    FakeResizeObserver.instances = [];
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    renders = 0;
  });
  afterAll(() => {
    globalThis.ResizeObserver = original;
  });

  it('does not measure or re-render on mount: it waits for the browser to lay the block out', () => {
    render(<Block />);
    expect(renders).toBe(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(FakeResizeObserver.instances).toHaveLength(1);
    expect([...FakeResizeObserver.instances[0].observed]).toEqual([screen.getByTestId('pre')]);
  });

  it('offers the wrap button only for code wider than its box, and does not re-render a block that fits', () => {
    render(<Block />);
    setWidths(screen.getByTestId('pre'), 300, 300);
    act(() => FakeResizeObserver.layout());
    expect(screen.queryByRole('button')).toBeNull();
    expect(renders).toBe(1);
    setWidths(screen.getByTestId('pre'), 900, 300);
    act(() => FakeResizeObserver.layout());
    expect(screen.getByRole('button').textContent).toBe('wrap');
  });

  it('wraps and unwraps the code, keeping the button while wrapped', () => {
    render(<Block />);
    const pre = screen.getByTestId('pre');
    setWidths(pre, 900, 300);
    act(() => FakeResizeObserver.layout());
    act(() => screen.getByRole('button').click());
    const code = pre.querySelector('code')!;
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    // Wrapped, the code fits its box, but the reader still needs the button to unwrap it.
    setWidths(pre, 300, 300);
    act(() => FakeResizeObserver.layout());
    expect(screen.getByRole('button').textContent).toBe('unwrap');
    act(() => screen.getByRole('button').click());
    expect(code.hasAttribute('style')).toBe(false);
    act(() => FakeResizeObserver.layout());
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('stops observing when the block unmounts', () => {
    const {unmount} = render(<Block />);
    unmount();
    expect(FakeResizeObserver.instances.every((o) => o.observed.size === 0)).toBe(true);
  });
});
