import {settleScroll, type SettleEnv} from '../settleScroll';

/** A page whose section sits at `target` (document px); frames run when `step()` is called. */
function page(initialY: number, target: number, maxY = 100_000) {
  const state = {y: initialY, target, frames: [] as (() => void)[], done: 0, corrections: [] as number[]};
  const env: SettleEnv = {
    frame: (cb) => state.frames.push(cb),
    cancel: () => {
      state.frames = [];
    },
    scrollY: () => state.y,
    offset: () => state.target - state.y,
    scrollBy: (dy) => {
      state.corrections.push(dy);
      state.y = Math.min(maxY, Math.max(0, state.y + dy));
    },
    done: () => {
      state.done++;
    },
  };
  const step = (n = 1) => {
    for (let i = 0; i < n; i++) {
      const cb = state.frames.shift();
      cb?.();
    }
  };
  return {state, env, step};
}

describe('settleScroll', () => {
  it('stops after a few still frames when the section is already in place', () => {
    const {state, env, step} = page(500, 500);
    settleScroll(env);
    step(3);
    expect(state.done).toBe(1);
    expect(state.corrections).toEqual([]);
  });

  it('corrects when a section on the way took its real height, then stops once it stays', () => {
    const {state, env, step} = page(500, 500);
    settleScroll(env);
    state.target = 740; // a section above rendered 240 px taller than its estimate
    step(1);
    expect(state.corrections).toEqual([240]);
    expect(state.y).toBe(740);
    step(5);
    expect(state.done).toBe(1);
  });

  it('waits for a smooth scroll to finish before correcting', () => {
    const {state, env, step} = page(0, 900);
    settleScroll(env);
    state.y = 300; // the browser's smooth scroll is under way
    step(1);
    state.y = 700; // ...and ends short of the section
    step(1);
    expect(state.corrections).toEqual([]);
    step(1); // the page did not move since the last frame: correct
    expect(state.corrections).toEqual([200]);
    step(5);
    expect(state.y).toBe(900);
    expect(state.done).toBe(1);
  });

  it('gives up when a correction cannot move the page (the section is near its end)', () => {
    const {state, env, step} = page(1000, 1400, 1000);
    settleScroll(env);
    step(3);
    expect(state.corrections).toEqual([400]);
    expect(state.done).toBe(1);
  });

  it('stops after its frame budget, and when stopped from outside', () => {
    const moving = page(0, 10);
    settleScroll(moving.env, {maxFrames: 5});
    for (let i = 0; i < 10; i++) {
      moving.state.y += 1; // someone keeps scrolling
      moving.step(1);
    }
    expect(moving.state.done).toBe(1);

    const other = page(0, 500);
    const stop = settleScroll(other.env);
    stop();
    stop();
    expect(other.state.done).toBe(1);
    expect(other.state.frames).toEqual([]);
  });
});
