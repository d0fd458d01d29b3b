import { useId, useRef, useState } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { cn } from '../../lib/cn';
import {
  appPlatforms,
  defaultAppPlatform,
  findAppPlatform,
  type AppPlatformId,
} from '../../lib/animations/app-platforms';
import {
  DELIVERY_STEP_MS,
  appComponents,
  appProgressAt,
  buildStatusOf,
  componentProgressAt,
  nextDeliveryStep,
  processStepStateAt,
  type ProcessStepState,
} from '../../lib/animations/delivery-cycle';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { usePlayback } from '../shared/usePlayback';
import { useInterval } from '../shared/useInterval';

const processSteps = ['Rådgivning', 'Design', 'Udvikling og test', 'Lancering'] as const;

const stepStateText: Record<ProcessStepState, string> = { completed: 'Færdig', active: 'I gang', upcoming: 'Venter' };
const stepStateTone: Record<ProcessStepState, string> = {
  completed: 'border-accent-200 bg-accent-50 text-accent-800',
  active: 'border-brand-300 bg-brand-50 text-brand-800',
  upcoming: 'border-line bg-white text-ink-muted',
};

/** The apps page's build simulation with a platform switch that changes only the view. */
export default function AppBuildSimulation() {
  const ref = useRef<HTMLDivElement>(null);
  const name = useId();
  const { running, paused, reducedMotion, togglePaused } = usePlayback(ref);
  const [step, setStep] = useState(0);
  const [platformId, setPlatformId] = useState<AppPlatformId>(defaultAppPlatform);
  useInterval(() => setStep(nextDeliveryStep), DELIVERY_STEP_MS, running);

  const platform = findAppPlatform(platformId);
  const progress = appProgressAt(step);

  return (
    <div ref={ref} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
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
        {!reducedMotion && (
          <PlayPauseButton
            paused={paused}
            onToggle={togglePaused}
            subject="byggesimuleringen"
            playLabel="Start"
            pauseLabel="Pause"
          />
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
        <div
          className="mx-auto w-full max-w-xs rounded-[2rem] border-8 border-ink bg-surface-muted p-4"
          data-app-platform={platform.id}
        >
          <p className="text-center text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {platform.label}-app
          </p>
          <p className="mt-1 text-center text-sm font-semibold">{platform.technology}</p>
          <LazyMotion features={domAnimation}>
            <ul className="mt-4 space-y-3">
              {appComponents.map((component) => {
                const value = componentProgressAt(component, step);
                return (
                  <li key={component.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
                    <p className="flex justify-between gap-2">
                      <span className="font-medium">{component.name}</span>
                      <span className="text-ink-muted">{buildStatusOf(value)}</span>
                    </p>
                    <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
                      <m.div
                        className="h-full rounded-full bg-brand-600"
                        initial={false}
                        animate={{ width: `${value}%` }}
                        transition={{ duration: reducedMotion ? 0 : 0.5 }}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </LazyMotion>
          <p className="mt-4 text-center text-xs text-ink-muted">Udgives i {platform.store}</p>
        </div>

        <div>
          <p className="text-sm font-medium">
            Samlet fremdrift: <span data-app-progress>{progress}%</span>
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
            <div
              className="h-full rounded-full bg-accent-500 transition-[width] duration-500"
              style={{ width: `${progress}%` }}
            />
          </div>
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
    </div>
  );
}
