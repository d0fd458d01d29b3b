import { useRef, useState } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { cn } from '../../lib/cn';
import {
  BUILDER_TICK_MS,
  builderBlockBuilt,
  builderBlocks,
  builderProgress,
  builderTick,
  completeBuilderState,
  initialBuilderState,
  isBlockBuilt,
  msUntilNextBlock,
  shownBuilderStep,
  type BuilderBlockType,
} from '../../lib/animations/website-builder';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { usePlayback } from '../shared/usePlayback';
import { useInterval, useTimeout } from '../shared/useInterval';

const steps = ['Planlægning', 'Design', 'Lancering'] as const;

/** How tall each block of the mock page is drawn. */
const blockShape: Record<BuilderBlockType, string> = {
  header: 'h-10',
  navigation: 'h-7',
  hero: 'h-24',
  content: 'h-28',
  footer: 'h-10',
};

/** The site-building mock-up of the websites page: a page is assembled block by block. */
export default function WebsiteBuilder() {
  const ref = useRef<HTMLDivElement>(null);
  const { running, paused, reducedMotion, togglePaused } = usePlayback(ref);
  const [state, setState] = useState(initialBuilderState);
  useInterval(() => setState(builderTick), BUILDER_TICK_MS, running);
  useTimeout(() => setState(builderBlockBuilt), msUntilNextBlock(state), running, `${state.cycle}-${state.builtCount}`);

  const shown = reducedMotion ? completeBuilderState : state;
  const activeStep = shownBuilderStep(shown);
  const progress = builderProgress(shown);

  return (
    <div ref={ref} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ol className="flex flex-wrap gap-2" aria-label="Faser i projektet">
          {steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === activeStep ? 'step' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                index === activeStep ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line text-ink-muted',
              )}
            >
              {index + 1}. {step}
              {index === activeStep && <span className="font-semibold"> (nu)</span>}
            </li>
          ))}
        </ol>
        {!reducedMotion && (
          <PlayPauseButton paused={paused} onToggle={togglePaused} subject="opbygningen af hjemmesiden" />
        )}
      </div>

      <p className="sr-only">
        Illustrationen viser en hjemmeside, der bygges op blok for blok: sidehoved, navigation, forsidebanner, indhold
        og sidefod.
      </p>
      <LazyMotion features={domAnimation}>
        <div aria-hidden="true" className="mt-5 overflow-hidden rounded-xl border border-line bg-surface-muted">
          <div className="flex items-center gap-1.5 border-b border-line bg-white px-3 py-2">
            <span className="size-2.5 rounded-full bg-rose-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-accent-400" />
            <span className="ml-3 truncate rounded bg-surface-muted px-3 py-0.5 text-xs text-ink-muted">
              www.jeres-virksomhed.dk
            </span>
          </div>
          <div className="space-y-2 p-3">
            {builderBlocks.map((block) => {
              const built = isBlockBuilt(shown, block);
              return (
                <m.div
                  key={block.id}
                  initial={false}
                  animate={{ scale: built ? 1 : 0.97 }}
                  transition={{ duration: reducedMotion ? 0 : 0.35 }}
                  className={cn(
                    'flex items-center justify-center rounded-lg text-xs font-semibold',
                    blockShape[block.type],
                    built ? 'bg-brand-600 text-white' : 'border-2 border-dashed border-line text-ink-muted',
                  )}
                  data-block-built={built}
                >
                  {block.label}
                  {built ? ' ✓' : ''}
                </m.div>
              );
            })}
          </div>
        </div>
      </LazyMotion>

      <div className="mt-4">
        <p className="flex justify-between text-sm font-medium">
          <span>Hjemmesiden er bygget</span>
          <span data-builder-progress>{progress}%</span>
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div
            className="h-full rounded-full bg-accent-500 transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
    </div>
  );
}
