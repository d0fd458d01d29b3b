import { Fragment, useReducer, useRef } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { Check, RotateCcw } from 'lucide-react';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useTimeout } from '../shared/useInterval';
import { usePlayback } from '../shared/usePlayback';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import {
  completeWorkflowState,
  initialWorkflowState,
  isLinkActive,
  nextWorkflow,
  stepStatus,
  WORKFLOW_STEP_COUNT,
  WORKFLOW_STEP_DURATIONS_MS,
  WORKFLOW_TICK_MS,
  workflowProgress,
  type StepStatus,
  type WorkflowState,
} from '../../lib/animations/automation-workflow';
import { StatusBadge, type BadgeTone } from './parts/StatusBadge';

const steps = [
  { title: 'Modtag henvendelse', description: 'En e-mail eller formular kommer ind.' },
  { title: 'Læs og udtræk data', description: 'AI finder navn, beløb og sag.' },
  { title: 'Valider oplysninger', description: 'Reglerne tjekker, at alt stemmer.' },
  { title: 'Opdater systemer', description: 'CRM og økonomisystem opdateres.' },
  { title: 'Send bekræftelse', description: 'Kunden får svar med det samme.' },
  { title: 'Rapportér', description: 'Resultatet logges til ledelsen.' },
] as const;

const badges: Record<StepStatus, { tone: BadgeTone; label: string }> = {
  completed: { tone: 'done', label: 'Fuldført' },
  active: { tone: 'active', label: 'I gang' },
  waiting: { tone: 'idle', label: 'Venter' },
};
const seconds = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function statusLine(state: WorkflowState): string {
  if (!state.flagsSet) return 'Klar til start: ingen trin er i gang.';
  if (state.index === WORKFLOW_STEP_COUNT) return `Alle ${WORKFLOW_STEP_COUNT} trin er fuldført.`;
  return `Trin ${state.index + 1} af ${WORKFLOW_STEP_COUNT}: ${steps[state.index]!.title}`;
}

/** The six-step automation workflow with play/pause and reset (SPEC section 4). */
export default function AutomationWorkflow() {
  const rootRef = useRef<HTMLDivElement>(null);
  const playback = usePlayback(rootRef);
  const [live, dispatch] = useReducer(nextWorkflow, initialWorkflowState);
  const state = playback.reducedMotion ? completeWorkflowState : live;
  // Keyed on the state, so a reset also restarts the 3 s wait.
  useTimeout(() => dispatch({ type: 'tick' }), WORKFLOW_TICK_MS, playback.running, live);
  const progress = workflowProgress(state);

  return (
    <LazyMotion features={domAnimation}>
      <div ref={rootRef} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-bold">Automatiseret arbejdsgang</p>
          {!playback.reducedMotion && (
            <div className="flex flex-wrap gap-2">
              <PlayPauseButton paused={playback.paused} onToggle={playback.togglePaused} subject="arbejdsgangen" />
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => dispatch({ type: 'reset' })}
              >
                <RotateCcw aria-hidden="true" size={16} />
                Nulstil
              </button>
            </div>
          )}
        </div>

        <p className="mt-4 font-semibold text-brand-800" data-testid="workflow-status">
          {statusLine(state)}
        </p>
        <p className="mt-1 text-sm font-semibold tabular-nums text-ink-muted">Fremdrift {progress} %</p>
        <div className="mt-4 flex items-center" aria-hidden="true">
          {steps.map((step, i) => {
            const status = stepStatus(state, i);
            return (
              <Fragment key={step.title}>
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors duration-500',
                    status === 'completed' && 'border-accent-600 bg-accent-600 text-white',
                    status === 'active' && 'border-brand-600 bg-brand-600 text-white',
                    status === 'waiting' && 'border-line bg-white text-ink-muted',
                  )}
                >
                  {status === 'completed' ? <Check size={16} strokeWidth={3} /> : i + 1}
                </span>
                {i < WORKFLOW_STEP_COUNT - 1 && (
                  <span className="h-1 flex-1 overflow-hidden rounded-full bg-line">
                    <m.span
                      className="block h-full origin-left bg-accent-600"
                      initial={false}
                      animate={{ scaleX: isLinkActive(state, i) ? 1 : 0 }}
                      transition={{ duration: playback.reducedMotion ? 0 : 0.5 }}
                    />
                  </span>
                )}
              </Fragment>
            );
          })}
        </div>

        <ol className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map((step, i) => {
            const status = stepStatus(state, i);
            return (
              <li
                key={step.title}
                className={cn(
                  'rounded-xl border p-4 transition-colors duration-500',
                  status === 'active' ? 'border-brand-300 bg-brand-50' : 'border-line bg-white',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-ink-muted">Trin {i + 1}</span>
                  <StatusBadge {...badges[status]} />
                </div>
                <p className="mt-2 font-semibold">{step.title}</p>
                <p className="mt-1 text-sm text-ink-muted">{step.description}</p>
                <p className="mt-2 text-xs text-ink-muted">
                  Varighed {seconds.format(WORKFLOW_STEP_DURATIONS_MS[i]! / 1000)} s
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </LazyMotion>
  );
}
