import React, {createRef} from 'react';
import {render} from '@testing-library/react';
import ScrollAnchor from '../ScrollAnchor';

// jsdom does no layout: each section's top (relative to the viewport) is given here, before and after two
// sections (a, b) are added above c and d and push them down by 1,200 px.
const TOPS_BEFORE: Record<string, number> = {c: -600, d: -100};
const TOPS_AFTER: Record<string, number> = {a: -1300, b: -800, c: 600, d: 1100};
const rect = (top: number) => ({
  top,
  bottom: top + 500,
  left: 0,
  right: 0,
  width: 0,
  height: 500,
  x: 0,
  y: top,
  toJSON: () => ({}),
});

function Sections({slugs}: {slugs: string[]}) {
  return (
    <>
      {slugs.map((slug) => (
        <section key={slug} data-ref-section={slug} />
      ))}
    </>
  );
}

describe('ScrollAnchor', () => {
  const scrollBy = jest.fn();
  beforeEach(() => {
    scrollBy.mockClear();
    window.scrollBy = scrollBy as typeof window.scrollBy;
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const added = this.parentElement?.querySelector('[data-ref-section="a"]');
      const top = (added ? TOPS_AFTER : TOPS_BEFORE)[this.getAttribute('data-ref-section') ?? ''];
      return rect(top ?? -10000) as DOMRect;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  function setup() {
    const container = createRef<HTMLDivElement>();
    const commits: number[] = [];
    const ui = (lo: number, slugs: string[]) => (
      <div ref={container}>
        <ScrollAnchor lo={lo} container={container} onCommit={(ms) => commits.push(ms)}>
          <Sections slugs={slugs} />
        </ScrollAnchor>
      </div>
    );
    return {ui, commits};
  }

  it('scrolls by as much as sections added above moved the one at the top of the view', () => {
    const {ui, commits} = setup();
    const {rerender} = render(ui(2, ['c', 'd']));
    rerender(ui(0, ['a', 'b', 'c', 'd']));
    // d was the anchor (c ends above the view): it moved from -100 to 1,100.
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({top: 1200, behavior: 'instant'});
    expect(commits).toHaveLength(1);
    expect(commits[0]).toBeGreaterThanOrEqual(0);
  });

  it('does not scroll when sections are added below', () => {
    const {ui, commits} = setup();
    const {rerender} = render(ui(2, ['c']));
    rerender(ui(2, ['c', 'd']));
    expect(scrollBy).not.toHaveBeenCalled();
    expect(commits).toHaveLength(1);
  });
});
