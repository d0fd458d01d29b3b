import { every, type Animation } from './animation';

/**
 * The shared rhythm of the agile board (application services) and the app build simulation
 * (apps), docs/product.md#agile-board-and-app-build: a repeating 8 s cycle of four steps, 2 s apart. Tasks and app
 * components are positioned from the step alone, so the whole picture is a pure function of it.
 */

export const DELIVERY_STEP_MS = 2000;
export const DELIVERY_STEPS = 4;
export const DELIVERY_CYCLE_MS = DELIVERY_STEP_MS * DELIVERY_STEPS;

export type DeliveryEvent = { type: 'step' };

/** The state is the step, 0-3; the still frame is the last, where the app is nearly launched. */
export const deliveryAnimation: Animation<number, DeliveryEvent> = {
  initial: DELIVERY_STEPS - 1,
  next: (step, event) => {
    switch (event.type) {
      case 'step':
        return (step + 1) % DELIVERY_STEPS;
    }
  },
  schedule: every(DELIVERY_STEP_MS, { type: 'step' }),
};

/* ---------- Agile board ---------- */

/** The board's columns (their names are the entry's): every step moves each task one column on. */
export const BOARD_COLUMN_COUNT = 4;

export type TaskPriority = 'high' | 'medium' | 'low';

/** Column index of a task at `step`, from the column it starts in: done wraps to the first. */
export const taskColumnAt = (task: { column: number }, step: number): number =>
  (task.column + step) % BOARD_COLUMN_COUNT;

/* ---------- App build simulation ---------- */

/** A component's build status by its progress; the words for them are the entry's. */
export const buildStatuses = ['planning', 'development', 'test', 'done'] as const;
export type BuildStatus = (typeof buildStatuses)[number];

/** Progress each component gains per step. */
export const BUILD_PROGRESS_PER_STEP = 30;

/** The progress in per cent at step 0 of the app's four components, in the order the entry names them. */
export const appComponentStarts: readonly number[] = [25, 10, 0, 15];

/** A component's progress at `step`, from its progress at step 0, capped at 100. */
export const componentProgressAt = (startProgress: number, step: number): number =>
  Math.min(100, startProgress + step * BUILD_PROGRESS_PER_STEP);

/** Planning below 25%, developing below 60%, testing below 100%, then complete. */
export function buildStatusOf(progress: number): BuildStatus {
  if (progress >= 100) return 'done';
  if (progress >= 60) return 'test';
  if (progress >= 25) return 'development';
  return 'planning';
}

/** Whole-app progress: the mean of the components, capped at 100. */
export const appProgressAt = (step: number, starts: readonly number[] = appComponentStarts): number =>
  Math.min(100, Math.round(starts.reduce((sum, start) => sum + componentProgressAt(start, step), 0) / starts.length));

export type ProcessStepState = 'completed' | 'active' | 'upcoming';

/** The four process steps: earlier ones completed, the one at `step` active. */
export function processStepStateAt(index: number, step: number): ProcessStepState {
  if (index < step) return 'completed';
  return index === step ? 'active' : 'upcoming';
}
