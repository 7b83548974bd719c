/**
 * After a scroll to a section: keeps correcting until the section stays where it should be. Sections the
 * browser has not laid out yet (`content-visibility: auto`) count with an estimated height until they come into
 * view, so a scroll past them can end off target; a smooth scroll is left to finish first.
 */
export interface SettleEnv {
  /** Runs `cb` before the next frame (requestAnimationFrame); `cancel` undoes it. */
  frame(cb: () => void): number;
  cancel(id: number): void;
  /** The page's scroll position. */
  scrollY(): number;
  /** How far the section is from where it should be, in px (positive: below). */
  offset(): number;
  /** Scrolls by `dy` at once. */
  scrollBy(dy: number): void;
  /** Called once, when the section has stayed in place (or could not get closer, or time ran out). */
  done(): void;
}

/** Starts settling; returns a function that stops it (a reader scrolling, another scroll starting). */
export function settleScroll(env: SettleEnv, {maxFrames = 120, stillFrames = 3} = {}): () => void {
  let frames = 0;
  let still = 0;
  let lastY = env.scrollY();
  let correctedAt: number | undefined;
  let id = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    env.cancel(id);
    env.done();
  };
  const tick = () => {
    frames++;
    const y = env.scrollY();
    if (y !== lastY) {
      // Still moving (a smooth scroll, or our last correction): look again next frame.
      lastY = y;
      still = 0;
    } else {
      const off = env.offset();
      if (Math.abs(off) <= 1) {
        still++;
        if (still >= stillFrames) return stop();
      } else {
        // A correction that did not move the page (the section is near the end of it): as close as it gets.
        if (correctedAt === y) return stop();
        correctedAt = y;
        still = 0;
        env.scrollBy(off);
      }
    }
    if (frames >= maxFrames) return stop();
    id = env.frame(tick);
  };
  id = env.frame(tick);
  return stop;
}
