/**
 * A test stand-in for an island's timer wiring: it re-arms one timeout after every state change
 * (as `useTimeout` keyed on the state does), and pause/resume stop and restart it.
 */
export function createPlayer<S, E>(
  reducer: (state: S, event: E) => S,
  initial: S,
  /** Which event fires next and after how many ms; null when nothing is scheduled. */
  schedule: (state: S) => { ms: number; event: E } | null,
) {
  let state = initial;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const arm = () => {
    clearTimeout(timer);
    const next = running ? schedule(state) : null;
    if (next) timer = setTimeout(() => dispatch(next.event), next.ms);
  };
  const dispatch = (event: E) => {
    state = reducer(state, event);
    arm();
  };

  return {
    get state() {
      return state;
    },
    dispatch,
    play() {
      running = true;
      arm();
    },
    pause() {
      running = false;
      clearTimeout(timer);
    },
  };
}
