import React, {type ReactNode, type RefObject} from 'react';

/** The rendered section nearest the top of the viewport: what must not move while sections are added above. */
function anchorElement(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  for (const el of Array.from(container.querySelectorAll<HTMLElement>('[data-ref-section]'))) {
    if (el.getBoundingClientRect().bottom > 0) return el;
  }
  return null;
}

interface Props {
  /** The first rendered section's index: when it drops, sections were added above the reader. */
  readonly lo: number;
  readonly container: RefObject<HTMLElement | null>;
  /** Told how long each commit of the sections took (DOM changes and their layout effects), in ms. */
  readonly onCommit?: (ms: number) => void;
  readonly children: ReactNode;
}

interface Snapshot {
  readonly start: number;
  readonly anchor: HTMLElement | null;
  readonly top: number;
}

/**
 * Keeps what the reader looks at in place when sections are added above it: the section nearest the top is
 * measured just before React changes the DOM and the window scrolls by however much it moved. A class because
 * getSnapshotBeforeUpdate is React's one hook into that moment, whether the update was synchronous or a
 * transition rendered in slices.
 */
export default class ScrollAnchor extends React.Component<Props> {
  override getSnapshotBeforeUpdate(prev: Props): Snapshot {
    const anchor = this.props.lo < prev.lo ? anchorElement(this.props.container.current) : null;
    return {start: performance.now(), anchor, top: anchor?.getBoundingClientRect().top ?? 0};
  }

  override componentDidUpdate(_prev: Props, _state: unknown, snapshot: Snapshot): void {
    if (snapshot.anchor) {
      const moved = snapshot.anchor.getBoundingClientRect().top - snapshot.top;
      if (moved !== 0) window.scrollBy({top: moved, behavior: 'instant'});
    }
    this.props.onCommit?.(performance.now() - snapshot.start);
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
