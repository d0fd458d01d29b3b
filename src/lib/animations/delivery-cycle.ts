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

export const boardColumns = ['Backlog', 'I gang', 'Test', 'Færdig'] as const;

export type TaskPriority = 'high' | 'medium' | 'low';

export interface BoardTask {
  id: number;
  title: string;
  priority: TaskPriority;
  assignee: string;
  storyPoints: number;
  /** Column index the task is in at step 0. */
  startColumn: number;
}

export const boardTasks: readonly BoardTask[] = [
  { id: 1, title: 'Login med MitID', priority: 'high', assignee: 'Anna', storyPoints: 8, startColumn: 0 },
  { id: 2, title: 'Ny forside', priority: 'medium', assignee: 'Jonas', storyPoints: 5, startColumn: 1 },
  { id: 3, title: 'Opdatér WordPress', priority: 'low', assignee: 'Sara', storyPoints: 2, startColumn: 2 },
  { id: 4, title: 'Hurtigere søgning', priority: 'high', assignee: 'Mikkel', storyPoints: 3, startColumn: 3 },
  { id: 5, title: 'Tilgængelighedstjek', priority: 'medium', assignee: 'Anna', storyPoints: 3, startColumn: 0 },
];

/** Column index of `task` at `step`: every step moves each task one column on, done wraps to backlog. */
export const taskColumnAt = (task: BoardTask, step: number): number => (task.startColumn + step) % boardColumns.length;

/** Danish word for a priority; the word is always shown next to its colour. */
export const priorityLabel: Record<TaskPriority, string> = { high: 'Høj', medium: 'Medium', low: 'Lav' };

/* ---------- App build simulation ---------- */

export const buildStatuses = ['Planlægning', 'Udvikling', 'Test', 'Færdig'] as const;
export type BuildStatus = (typeof buildStatuses)[number];

export interface AppComponent {
  id: number;
  name: string;
  /** Progress in per cent at step 0. */
  startProgress: number;
}

/** Progress each component gains per step. */
export const BUILD_PROGRESS_PER_STEP = 30;

export const appComponents: readonly AppComponent[] = [
  { id: 1, name: 'Login og profil', startProgress: 25 },
  { id: 2, name: 'Produktkatalog', startProgress: 10 },
  { id: 3, name: 'Betaling', startProgress: 0 },
  { id: 4, name: 'Push-notifikationer', startProgress: 15 },
];

/** A component's progress at `step`, capped at 100. */
export const componentProgressAt = (component: AppComponent, step: number): number =>
  Math.min(100, component.startProgress + step * BUILD_PROGRESS_PER_STEP);

/** Planning below 25%, developing below 60%, testing below 100%, then complete. */
export function buildStatusOf(progress: number): BuildStatus {
  if (progress >= 100) return 'Færdig';
  if (progress >= 60) return 'Test';
  if (progress >= 25) return 'Udvikling';
  return 'Planlægning';
}

/** Whole-app progress: the mean of the components, capped at 100. */
export const appProgressAt = (step: number, components: readonly AppComponent[] = appComponents): number =>
  Math.min(100, Math.round(components.reduce((sum, c) => sum + componentProgressAt(c, step), 0) / components.length));

export type ProcessStepState = 'completed' | 'active' | 'upcoming';

/** The four process steps: earlier ones completed, the one at `step` active. */
export function processStepStateAt(index: number, step: number): ProcessStepState {
  if (index < step) return 'completed';
  return index === step ? 'active' : 'upcoming';
}
