import {startTransition, useCallback, useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {
  covers,
  growRangeByWeight,
  includeIndex,
  FILL_PACE,
  fillSide,
  isComplete,
  nextBudget,
  widenRange,
  type SectionRange,
  type SectionWeights,
} from '../utils/progressiveSections';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * Which sections of a reference page are rendered. The server renders the landing section alone (and hydration
 * renders the same); then the others are added a few at a time, nearest first. Each step is a transition: React
 * renders it in slices of a few milliseconds that yield to the browser, so no step is a long task however much
 * it holds; only its commit (inserting the new sections, which skip layout until near the viewport) runs in one
 * piece, and the next step's size follows how long the last commit took. What the reader looks at keeps its
 * place on screen (ScrollAnchor, which reports each commit's time to `onCommit`).
 * `reveal(index)` renders at once everything up to a section a reader asked for.
 */
export function useProgressiveSections(
  /** The sections, in page order, and how much each costs to add, relative to the others. */
  weights: SectionWeights,
  landing: number,
  /** Runs after each change of the rendered sections has been committed, before the browser paints. */
  afterStep?: () => void,
): {range: SectionRange; complete: boolean; reveal: (index: number) => void; onCommit: (ms: number) => void} {
  const [range, setRange] = useState<SectionRange>({lo: landing, hi: landing});
  // The range last committed (a transition may still be rendering a wider one).
  const committed = useRef(range);
  const after = useRef(afterStep);
  after.current = afterStep;
  const weightsRef = useRef(weights);
  weightsRef.current = weights;
  const lastCommitMs = useRef(0);
  // The step being rendered, and what to do once it is committed.
  const pending = useRef<{target: SectionRange; done: (commitMs: number) => void} | null>(null);

  useIsomorphicLayoutEffect(() => {
    committed.current = range;
    after.current?.();
    const step = pending.current;
    if (step && covers(range, step.target)) {
      pending.current = null;
      step.done(lastCommitMs.current);
    }
  }, [range]);

  const {count} = weights;
  useEffect(() => {
    // The first step adds about one section; later ones follow the pace measured, on each side of the landing
    // section (its sections below first, then those above: see FILL_PACE).
    const first = landing + 1 < count ? weights.weightOf(landing + 1) : landing > 0 ? weights.weightOf(landing - 1) : 1;
    const budgets: {below: number; above?: number} = {below: first};
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame: number | undefined;
    let stopped = false;
    // Each step starts after a frame has been drawn (and, after a step above, a pause): what the last one added
    // is laid out and painted by the browser's own rendering, not forced by a measurement.
    const schedule = (pauseMs: number) => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(step, pauseMs);
      });
    };
    const step = () => {
      if (stopped || isComplete(committed.current, count)) return;
      const side = fillSide(committed.current, count);
      // Above, the first step draws what the pace below drew in the longer time allowed there.
      const budget = (budgets[side] ??= (budgets.below * FILL_PACE.above.targetMs) / FILL_PACE.below.targetMs);
      const {range: target, added} = growRangeByWeight(committed.current, weightsRef.current, budget);
      pending.current = {
        target,
        done: (commitMs) => {
          if (stopped) return;
          budgets[side] = nextBudget(budget, added, commitMs, {targetMs: FILL_PACE[side].targetMs});
          schedule(FILL_PACE[side].pauseMs);
        },
      };
      startTransition(() => setRange(widenRange(target)));
    };
    schedule(0);
    return () => {
      stopped = true;
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // The page fills once per landing section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, landing]);

  // Stable: they read refs only, so effects that call them need not re-run.
  const reveal = useCallback((index: number) => {
    const next = includeIndex(committed.current, index);
    if (!covers(committed.current, next)) flushSync(() => setRange(widenRange(next)));
  }, []);
  const onCommit = useCallback((ms: number) => {
    lastCommitMs.current = ms;
  }, []);

  return {range, complete: isComplete(range, count), reveal, onCommit};
}
