import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  appPlatforms,
  defaultAppPlatform,
  findAppPlatform,
  type AppPlatformId,
} from '../../lib/animations/app-platforms';
import {
  appComponents,
  appProgressAt,
  buildStatusOf,
  componentProgressAt,
  DELIVERY_STEP_MS,
  deliveryAnimation,
  processStepStateAt,
  type ProcessStepState,
} from '../../lib/animations/delivery-cycle';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { ProgressBar } from './parts/ProgressBar';
import { formatPercent } from '../../lib/format';

const processSteps = ['Rådgivning', 'Design', 'Udvikling og test', 'Lancering'] as const;

const stepStateText: Record<ProcessStepState, string> = { completed: 'Færdig', active: 'I gang', upcoming: 'Venter' };
const stepStateTone: Record<ProcessStepState, string> = {
  completed: 'border-accent-200 bg-accent-50 text-accent-800',
  active: 'border-brand-300 bg-brand-50 text-brand-800',
  upcoming: 'border-line bg-white text-ink-muted',
};

/** The apps page's build simulation with a platform switch that changes only the view. */
export default function AppBuildSimulation() {
  const name = useId();
  const playback = useAnimation(deliveryAnimation);
  const step = playback.state;
  const [platformId, setPlatformId] = useState<AppPlatformId>(defaultAppPlatform);
  const platform = findAppPlatform(platformId);
  const progress = appProgressAt(step);

  return (
    <IllustrationFrame
      playback={playback}
      subject="byggesimuleringen"
      playLabel="Start"
      title={
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Vælg platform</legend>
          <div className="inline-flex rounded-full border border-line bg-surface-muted p-1">
            {appPlatforms.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'cursor-pointer rounded-full px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
                  option.id === platformId ? 'bg-brand-700 text-white shadow-sm' : 'text-ink hover:bg-white',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={option.id === platformId}
                  onChange={() => setPlatformId(option.id)}
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
          data-app-platform={platform.id}
        >
          <p className="text-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {platform.label}-app
          </p>
          <p className="mt-1 text-center text-sm font-semibold">{platform.technology}</p>
          <ul className="mt-4 space-y-3">
            {appComponents.map((component) => {
              const value = componentProgressAt(component, step);
              return (
                <li key={component.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
                  <p className="flex justify-between gap-2">
                    <span className="font-medium">{component.name}</span>
                    <span className="text-ink-muted">{buildStatusOf(value)}</span>
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
          <p className="mt-4 text-center text-xs text-ink-muted">Udgives i {platform.store}</p>
        </div>

        <div>
          <p className="text-sm font-medium">
            Samlet fremdrift: <span data-app-progress>{formatPercent(progress)}</span>
          </p>
          <ProgressBar
            value={progress}
            className="mt-2 h-2"
            fillClassName="bg-accent-500"
            slide={{ running: playback.running, slideMs: 500, periodMs: DELIVERY_STEP_MS }}
          />
          <ol className="mt-5 space-y-3">
            {processSteps.map((title, index) => {
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
                    {stepStateText[state]}
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
