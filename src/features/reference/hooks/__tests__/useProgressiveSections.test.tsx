import React, {useLayoutEffect, useMemo} from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useProgressiveSections} from '../useProgressiveSections';

/**
 * A reference page reduced to what the reader sees of the fill: one heading per rendered section, the busy flag,
 * and a link that jumps to a section (what the page does on a router navigation to a section not rendered yet).
 * `onStep` is told, after each commit of the rendered sections, which headings are on the page.
 */
function Page({
  count,
  landing,
  weight = 100,
  commitMs,
  onStep,
}: {
  count: number;
  landing: number;
  weight?: number;
  /** How long each commit of the sections takes, as the page's ScrollAnchor reports it (unreported by default). */
  commitMs?: number;
  onStep?: (headings: number[]) => void;
}) {
  const weights = useMemo(() => ({count, weightOf: () => weight}), [count, weight]);
  const {range, complete, reveal, onCommit} = useProgressiveSections(weights, landing, () =>
    onStep?.(visibleSections()),
  );
  const rendered = [];
  for (let i = range.lo; i <= range.hi; i++) rendered.push(<h2 key={i}>Section {i}</h2>);
  return (
    <div>
      <div data-testid="page" aria-busy={!complete}>
        {rendered}
        {commitMs !== undefined && <CommitTimer ms={commitMs} onCommit={onCommit} />}
      </div>
      <button type="button" onClick={() => reveal(count - 1)}>
        Go to the last section
      </button>
    </div>
  );
}

/** Reports a commit time after every commit, before the hook's own layout effect runs (as ScrollAnchor does). */
function CommitTimer({ms, onCommit}: {ms: number; onCommit: (ms: number) => void}) {
  useLayoutEffect(() => onCommit(ms));
  return null;
}

/** The section numbers of the headings on the page, top to bottom. */
function visibleSections(): number[] {
  return screen.queryAllByRole('heading').map((h) => Number(/\d+$/.exec(h.textContent ?? '')?.[0]));
}

/** One frame and the task the hook schedules after it. */
function nextFrame() {
  act(() => {
    jest.advanceTimersByTime(20);
  });
}

/** Lets the fill run to its end (or for `frames` frames). */
function runFill(frames = 50) {
  for (let i = 0; i < frames; i++) nextFrame();
}

const range = (lo: number, hi: number) => Array.from({length: hi - lo + 1}, (_, i) => lo + i);

describe('useProgressiveSections', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('renders the landing section alone first, and reports the page busy', () => {
    render(<Page count={10} landing={4} />);
    expect(visibleSections()).toEqual([4]);
    expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'true');
  });

  it('adds nothing before a frame has been drawn', () => {
    render(<Page count={10} landing={4} />);
    act(() => {
      jest.advanceTimersByTime(0);
    });
    expect(visibleSections()).toEqual([4]);
  });

  it('fills the page below the landing section first, nearest first, then above it in steps apart', () => {
    const steps: {headings: number[]; at: number}[] = [];
    render(<Page count={10} landing={4} onStep={(h) => steps.push({headings: h, at: Date.now()})} />);
    runFill();
    // The first commit is the landing section alone (the server-rendered state), then one step per frame.
    expect(steps[0].headings).toEqual([4]);
    // The first step adds about one section's worth: the one just below.
    expect(steps[1].headings).toEqual([4, 5]);
    // Every section below before any above (adding above moves the page under the reader), nearest first on
    // each side: whatever a step shows is a prefix of this order.
    const order = [4, 5, 6, 7, 8, 9, 3, 2, 1, 0];
    steps.forEach(({headings}, k) => {
      // Every step is a contiguous run of sections, in page order, holding everything the last one held.
      expect(headings).toEqual(range(headings[0], headings[headings.length - 1]));
      if (k > 0) expect(headings).toEqual(expect.arrayContaining(steps[k - 1].headings));
      expect(headings).toEqual([...order.slice(0, headings.length)].sort((a, b) => a - b));
    });
    // Each step that adds above starts at least FILL_PACE.above.pauseMs (200 ms) after the step before it.
    const aboveSteps = steps.filter((s, k) => k > 0 && s.headings[0] < steps[k - 1].headings[0]);
    expect(aboveSteps.length).toBeGreaterThan(0);
    aboveSteps.slice(1).forEach((s) => {
      const before = steps[steps.indexOf(s) - 1];
      expect(s.at - before.at).toBeGreaterThanOrEqual(200);
    });
    // More than one step: the page is filled a few sections at a time, not at once.
    expect(steps.length).toBeGreaterThan(3);
    expect(visibleSections()).toEqual(range(0, 9));
    expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'false');
  });

  it('fills downwards only from the first section, and upwards only from the last', () => {
    const {unmount} = render(<Page count={6} landing={0} />);
    nextFrame();
    expect(visibleSections()).toEqual([0, 1]);
    runFill();
    expect(visibleSections()).toEqual(range(0, 5));
    unmount();

    render(<Page count={6} landing={5} />);
    nextFrame();
    // Above the landing section the first step is larger (FILL_PACE.above): the nearest sections above it.
    const first = visibleSections();
    expect(first[first.length - 1]).toBe(5);
    expect(first).toEqual(range(first[0], 5));
    expect(first.length).toBeGreaterThan(1);
    runFill();
    expect(visibleSections()).toEqual(range(0, 5));
  });

  it('is complete at once for a page of one section', () => {
    render(<Page count={1} landing={0} />);
    expect(screen.getByTestId('page')).toHaveAttribute('aria-busy', 'false');
    runFill(3);
    expect(visibleSections()).toEqual([0]);
  });

  it('adds heavier sections fewer at a time', () => {
    const light: number[][] = [];
    const {unmount} = render(<Page count={40} landing={0} weight={1} onStep={(h) => light.push(h)} />);
    runFill();
    unmount();
    const heavy: number[][] = [];
    render(<Page count={40} landing={0} weight={1000} onStep={(h) => heavy.push(h)} />);
    runFill();
    expect(light[light.length - 1]).toEqual(range(0, 39));
    expect(heavy[heavy.length - 1]).toEqual(range(0, 39));
    expect(heavy.length).toBeGreaterThan(light.length);
  });

  it('takes smaller steps when the last commits were slow', () => {
    const fast: number[][] = [];
    const {unmount} = render(<Page count={40} landing={0} commitMs={0.5} onStep={(h) => fast.push(h)} />);
    runFill();
    unmount();
    const slow: number[][] = [];
    render(<Page count={40} landing={0} commitMs={50} onStep={(h) => slow.push(h)} />);
    runFill();
    expect(fast[fast.length - 1]).toEqual(range(0, 39));
    expect(slow[slow.length - 1]).toEqual(range(0, 39));
    expect(slow.length).toBeGreaterThan(fast.length);
  });

  it('renders at once everything up to a section the reader asks for', () => {
    render(<Page count={10} landing={2} />);
    expect(visibleSections()).toEqual([2]);
    fireEvent.click(screen.getByRole('button', {name: 'Go to the last section'}));
    // No frame has passed: the jump is rendered synchronously, with every section between.
    expect(visibleSections()).toEqual(range(2, 9));
    // The fill then carries on upwards from there.
    runFill();
    expect(visibleSections()).toEqual(range(0, 9));
  });

  it('stops filling when the page goes away', () => {
    const steps: number[][] = [];
    const {unmount} = render(<Page count={10} landing={4} onStep={(h) => steps.push(h)} />);
    nextFrame();
    const before = steps.length;
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    runFill(5);
    expect(steps.length).toBe(before);
  });
});
