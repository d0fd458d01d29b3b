import { Fragment, memo, useState } from 'react';
import { useAnimation } from '../shared/useAnimation';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import { formatPercent } from '../../lib/format';
import {
  isLinkActive,
  stepStatus,
  workflowAnimation,
  WORKFLOW_STEP_COUNT,
  WORKFLOW_TICK_MS,
  workflowProgress,
  type StepStatus,
  type WorkflowState,
} from '../../lib/animations/automation-workflow';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';
import { Glyph } from './parts/Glyph';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';
import { useChange } from './parts/useChange';
import { useReplay } from './parts/useReplay';

type Words = WordsOf<'automation-workflow'>;

const circleClasses: Record<StepStatus, string> = {
  completed: 'border-accent-600 bg-accent-600 text-white',
  active: 'border-brand-600 bg-brand-600 text-white',
  waiting: 'border-line bg-white text-ink-muted',
};
const badgesOf = (words: Words['badges']): Record<StepStatus, Badge> => ({
  completed: { tone: 'done', label: words.completed },
  active: { tone: 'active', label: words.active },
  waiting: { tone: 'idle', label: words.waiting },
});

function statusLine(state: WorkflowState, words: Words): string {
  if (!state.flagsSet) return words.ready;
  if (state.index === WORKFLOW_STEP_COUNT) return fillIn(words.done, { alle: WORKFLOW_STEP_COUNT });
  return fillIn(words.current, {
    nr: state.index + 1,
    alle: WORKFLOW_STEP_COUNT,
    trin: words.steps[state.index]!.title,
  });
}

const StepCard = memo(function StepCard({
  index,
  status,
  words,
  badges,
}: {
  index: number;
  status: StepStatus;
  words: Words;
  badges: Record<StepStatus, Badge>;
}) {
  const step = words.steps[index]!;
  return (
    <li
      data-lit={status === 'active' || undefined}
      className="lit-card rounded-xl border border-line bg-white px-3 py-2.5 sm:p-4"
    >
      {/*
       * Two cards to a row from 360 px, too narrow for the number beside the badge: there the number is read
       * out only, as the row of circles above numbers the steps in the same order.
       */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="text-sm font-semibold text-ink-muted min-[360px]:max-sm:sr-only">
          {fillIn(words.step, { nr: index + 1 })}
        </span>
        <StatusBadge badges={badges} status={status} />
      </div>
      <p className="mt-1 leading-snug font-semibold sm:mt-2">{step.title}</p>
      <p className="mt-1 text-sm leading-snug text-ink-muted">{step.text}</p>
    </li>
  );
});

/** A link fills once per round of 7 ticks: its replay's period is longer than that. */
const LINK_PERIOD_MS = WORKFLOW_TICK_MS * (WORKFLOW_STEP_COUNT + 2);

/** The line to the next step, filling from the left as it turns active (a replay that never finishes). */
function LinkBar({ active, running }: { active: boolean; running: boolean }) {
  const fill = useReplay<HTMLSpanElement>(running, LINK_PERIOD_MS);
  useChange(active, () => {
    if (active) fill.replay([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], 500);
    else fill.cancel();
  });
  return (
    <span className="h-1 flex-1 overflow-hidden rounded-full bg-line">
      <span
        ref={fill.ref}
        className="block h-full origin-left bg-accent-600"
        style={{ transform: `scaleX(${active ? 1 : 0})` }}
      />
    </span>
  );
}

/** The six-step automation workflow with play/pause and reset (docs/product.md#automation-workflow). */
export default function AutomationWorkflow({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(workflowAnimation);
  const { state, dispatch } = playback;
  const [badges] = useState(() => badgesOf(words.badges));
  const { steps } = words;

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      title={words.title}
      actions={
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => dispatch({ type: 'reset' })}>
          <Glyph d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5" />
          {words.reset}
        </button>
      }
    >
      <p className="mt-4 font-semibold text-brand-800" data-testid="workflow-status">
        {statusLine(state, words)}
      </p>
      <p className="mt-1 text-sm font-semibold tabular-nums text-ink-muted">
        {fillIn(words.progress, { procent: formatPercent(workflowProgress(state)) })}
      </p>
      <div className="mt-4 flex items-center" aria-hidden="true">
        {steps.map((step, i) => {
          const status = stepStatus(state, i);
          return (
            <Fragment key={step.title}>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  circleClasses[status],
                )}
              >
                {status === 'completed' ? <Glyph d="M20 6 9 17l-5-5" strokeWidth={3} /> : i + 1}
              </span>
              {i < WORKFLOW_STEP_COUNT - 1 && <LinkBar active={isLinkActive(state, i)} running={playback.running} />}
            </Fragment>
          );
        })}
      </div>

      <ol className="mt-5 grid gap-2 min-[360px]:grid-cols-2 sm:mt-6 sm:gap-3 lg:grid-cols-3">
        {steps.map((step, i) => (
          <StepCard key={step.title} index={i} status={stepStatus(state, i)} words={words} badges={badges} />
        ))}
      </ol>
    </IllustrationFrame>
  );
}
