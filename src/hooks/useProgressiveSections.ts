import {useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {growRangeByWeight, includeIndex, isComplete, nextBudget, type SectionRange} from '../utils/progressiveSections';

/** The rendered section nearest the top of the viewport: what must not move while sections are added above. */
function anchorElement(container: HTMLElement | null): HTMLElement | null {
  if (!container) return null;
  for (const el of Array.from(container.querySelectorAll<HTMLElement>('[data-ref-section]'))) {
    if (el.getBoundingClientRect().bottom > 0) return el;
  }
  return null;
}

/**
 * Which sections of a reference page are rendered. The server renders the
 * landing section alone (and hydration renders the same); then the others are
 * added a few at a time, nearest first, one short task per step so the page
 * stays responsive; what the reader looks at keeps its place on screen. A step adds as many sections as the
 * last steps' pace says fit in a few milliseconds, by their weights (estimated heights: a long section costs
 * more to render than a short one).
 * `reveal(index)` renders at once everything up to a section a reader asked for.
 */
export function useProgressiveSections(
  /** One per section, in page order: how much each costs to add, relative to the others. */
  weights: readonly number[],
  landing: number,
  containerRef: React.RefObject<HTMLElement | null>,
  /** Runs after each step has been laid out and the view kept in place. */
  afterStep?: () => void,
): {range: SectionRange; complete: boolean; reveal: (index: number) => void} {
  const [range, setRange] = useState<SectionRange>({lo: landing, hi: landing});
  const current = useRef(range);
  current.current = range;
  const after = useRef(afterStep);
  after.current = afterStep;

  /** Renders `next` synchronously and scrolls by however much the anchor moved. */
  const commit = (next: SectionRange) => {
    const anchor = next.lo < current.current.lo ? anchorElement(containerRef.current) : null;
    const before = anchor?.getBoundingClientRect().top ?? 0;
    flushSync(() => setRange(next));
    current.current = next;
    if (anchor) {
      const moved = anchor.getBoundingClientRect().top - before;
      if (moved !== 0) window.scrollBy({top: moved, behavior: 'instant'});
    }
  };

  const count = weights.length;
  const weightsRef = useRef(weights);
  weightsRef.current = weights;

  useEffect(() => {
    // The first step adds about one section; later ones follow the pace measured.
    let budget = weights[landing + 1] ?? weights[landing - 1] ?? 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    // Each step waits for a frame to be drawn: what the last step added is laid out by the browser's own
    // rendering, so the step's measurements read a clean layout instead of forcing one.
    const schedule = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(step, 0);
      });
    };
    const step = () => {
      if (isComplete(current.current, count)) return;
      const t0 = performance.now();
      const {range: next, added} = growRangeByWeight(current.current, landing, weightsRef.current, budget);
      commit(next);
      after.current?.();
      budget = nextBudget(budget, added, performance.now() - t0);
      schedule();
    };
    schedule();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // The page fills once per landing section; `commit` reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, landing]);

  const reveal = (index: number) => {
    const next = includeIndex(current.current, index);
    if (next.lo !== current.current.lo || next.hi !== current.current.hi) commit(next);
  };

  return {range, complete: isComplete(range, count), reveal};
}
