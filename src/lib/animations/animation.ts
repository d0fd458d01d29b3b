/** The event an animation expects next, due `ms` after its current state began. */
export interface Scheduled<E> {
  ms: number;
  event: E;
}

/**
 * The behaviour of one animated illustration, with no timers inside. `initial` doubles as the
 * still frame: the server renders it, reduced motion keeps it, and playback starts from it.
 * `schedule` names the event due next in a state, or null when nothing is (the state then holds
 * until the visitor acts).
 */
export interface Animation<S, E> {
  initial: S;
  next: (state: S, event: E) => S;
  schedule: (state: S) => Scheduled<E> | null;
}

/** Every event of a fixed rhythm: the same event after the same wait, whatever the state. */
export const every =
  <E>(ms: number, event: E) =>
  (): Scheduled<E> => ({ ms, event });
