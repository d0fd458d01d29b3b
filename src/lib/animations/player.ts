import type { Animation } from './animation';

export interface Player<S, E> {
  readonly state: S;
  /** Applies an event now (the visitor's) and starts the schedule afresh from the new state. */
  dispatch: (event: E) => void;
  /** Starts, or resumes with the time that was left when it paused. */
  play: () => void;
  /** Freezes time: keeps the state and how long its wait still had to run. */
  pause: () => void;
}

/**
 * Runs an animation on timers, one timeout at a time, armed for the event the current state
 * schedules. A wait is counted from when the previous event was due, not from when its timer
 * fired, so the rhythm does not drift however late the browser runs timers; and a pause freezes
 * the clock, as CSS loops paused with `animation-play-state` do, so the two stay in step.
 */
export function createPlayer<S, E>(animation: Animation<S, E>, onChange: (state: S) => void = () => {}): Player<S, E> {
  let state = animation.initial;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  /** What was left of the wait when the player paused; undefined when a fresh wait is due. */
  let left: number | undefined;

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const arm = (from: number) => {
    stop();
    const due = running ? animation.schedule(state) : null;
    if (!due) return;
    dueAt = from + due.ms;
    timer = setTimeout(() => apply(due.event, dueAt), Math.max(0, dueAt - performance.now()));
  };

  const apply = (event: E, at: number) => {
    const next = animation.next(state, event);
    if (next === state) return;
    state = next;
    left = undefined;
    onChange(state);
    arm(at);
  };

  return {
    get state() {
      return state;
    },
    dispatch: (event) => apply(event, performance.now()),
    play() {
      if (running) return;
      running = true;
      const due = animation.schedule(state);
      const now = performance.now();
      arm(left !== undefined && due ? now + left - due.ms : now);
      left = undefined;
    },
    pause() {
      if (!running) return;
      running = false;
      if (timer !== undefined) left = Math.max(0, dueAt - performance.now());
      stop();
    },
  };
}
