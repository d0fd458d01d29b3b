import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  appComponentStarts,
  appProgressAt,
  buildStatusOf,
  componentProgressAt,
  DELIVERY_STEP_MS,
  deliveryAnimation,
  processStepStateAt,
  type ProcessStepState,
} from '../../lib/animations/delivery-cycle';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { ProgressBar } from './parts/ProgressBar';
import { formatPercent } from '../../lib/format';
import { fillIn } from './parts/fill-in';
import type { WordsOf } from '../../schemas/illustrations';

const stepStateTone: Record<ProcessStepState, string> = {
  completed: 'border-accent-200 bg-accent-50 text-accent-800',
  active: 'border-brand-300 bg-brand-50 text-brand-800',
  upcoming: 'border-line bg-white text-ink-muted',
};

/** The platforms' keys in the drawing, in the entry's order: hybrid, iOS, Android. */
const platformIds = ['hybrid', 'ios', 'android'] as const;

/** The apps page's build simulation with a platform switch that changes only the view. */
export default function AppBuildSimulation({ words, controls }: { words: WordsOf<'app-build'>; controls: Controls }) {
  const name = useId();
  const playback = useAnimation(deliveryAnimation);
  const step = playback.state;
  // The first platform is chosen from the start.
  const [chosen, setChosen] = useState(0);
  const platform = words.platforms[chosen]!;
  const progress = appProgressAt(step);

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      playLabel={words.play}
      title={
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">{words.choosePlatform}</legend>
          <div className="inline-flex rounded-full border border-line bg-surface-muted p-1">
            {words.platforms.map((option, index) => (
              <label
                key={option.label}
                className={cn(
                  'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
                  index === chosen ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-white',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={platformIds[index]}
                  checked={index === chosen}
                  onChange={() => setChosen(index)}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      }
    >
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <div
          className="mx-auto w-full max-w-xs rounded-[2rem] border-8 border-ink bg-surface-muted p-4"
          data-app-platform={platformIds[chosen]}
        >
          <p className="text-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {fillIn(words.app, { platform: platform.label })}
          </p>
          <p className="mt-1 text-center text-sm font-semibold">{platform.technology}</p>
          <ul className="mt-4 space-y-3">
            {words.components.map((component, index) => {
              const value = componentProgressAt(appComponentStarts[index] ?? 0, step);
              return (
                <li key={component} className="rounded-lg bg-white p-3 text-sm shadow-sm">
                  <p className="flex justify-between gap-2">
                    <span className="font-medium">{component}</span>
                    <span className="text-ink-muted">{words.buildStatuses[buildStatusOf(value)]}</span>
                  </p>
                  <ProgressBar
                    value={value}
                    className="mt-2 h-1.5"
                    fillClassName="bg-brand-600"
                    slide={{ running: playback.running, slideMs: 500, periodMs: DELIVERY_STEP_MS }}
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-center text-xs text-ink-muted">{fillIn(words.store, { butik: platform.store })}</p>
        </div>

        <div>
          <p className="text-sm font-medium">
            {words.progress} <span data-app-progress>{formatPercent(progress)}</span>
          </p>
          <ProgressBar
            value={progress}
            className="mt-2 h-2"
            fillClassName="bg-accent-500"
            slide={{ running: playback.running, slideMs: 500, periodMs: DELIVERY_STEP_MS }}
          />
          <ol className="mt-5 space-y-3">
            {words.steps.map((title, index) => {
              const state = processStepStateAt(index, step);
              return (
                <li
                  key={title}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-xl border px-4 py-3',
                    stepStateTone[state],
                  )}
                >
                  <span className="font-medium">
                    {index + 1}. {title}
                  </span>
                  <span className="text-sm font-semibold">
                    {state === 'completed' && <span aria-hidden="true">✓ </span>}
                    {words.stepStatuses[state]}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </IllustrationFrame>
  );
}
