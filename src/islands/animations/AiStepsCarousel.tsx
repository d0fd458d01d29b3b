import { useState } from 'react';
import { carouselAnimation, carouselTiming } from '../../lib/animations/carousel';
import { cn } from '../../lib/cn';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { useAnimation } from '../shared/useAnimation';
import { useChange } from './parts/useChange';
import type { Controls } from './parts/IllustrationFrame';
import { useReplay } from './parts/useReplay';

/** The step carousel's words as it shows them (filled in on the server by src/components/service-sections/carousel-texts.ts): each text filled in here, per step where it names one. */
export interface CarouselTexts {
  subject: string;
  note: string;
  /** Read out before each step's name in the list. */
  stepNames: string[];
  /** Over each step's title in its panel. */
  stepsOf: string[];
}

export interface CarouselStep {
  title: string;
  description: string;
}

interface Props {
  steps: CarouselStep[];
  /** Accessible name of the carousel region. */
  label: string;
  /** The words it fills in as it plays (the block's `player`). */
  words: CarouselTexts;
  controls: Controls;
}

/**
 * The four-step "how AI works" carousel. It advances every 3 s with a 0.5 s crossfade while it
 * is on screen, the tab is visible, reduced motion is off and the visitor has not paused it.
 * The step list doubles as navigation, so every step can also be read at the visitor's pace.
 * Every step's panel is in the page, stacked in one grid cell: the crossfade is opacity only,
 * and the box keeps the height of the tallest step.
 */
export default function AiStepsCarousel({ steps, label, words, controls }: Props) {
  const [animation] = useState(() => carouselAnimation(steps.length));
  const playback = useAnimation(animation);
  const { state, dispatch, running, paused, togglePaused, setPaused } = playback;

  // A chosen step stays put (WAI-ARIA carousel pattern): the visitor reads it at their own pace.
  const choose = (index: number) => {
    setPaused(true);
    dispatch({ type: 'select', index });
  };

  return (
    <section aria-roledescription="karrusel" aria-label={label}>
      <div ref={playback.ref} data-running={running || undefined}>
        {/* The pause control comes first, so keyboard users reach it before the moving content. */}
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 motion-reduce:hidden">
          <p className="text-sm text-ink-muted">{words.note}</p>
          <PlayPauseButton
            paused={paused}
            onToggle={togglePaused}
            subject={words.subject}
            playLabel={controls.play}
            pauseLabel={controls.pause}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {steps.map((step, index) => {
              const active = index === state.index;
              return (
                <li key={step.title}>
                  <button
                    type="button"
                    onClick={() => choose(index)}
                    aria-current={active ? 'step' : undefined}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-card border p-4 text-left',
                      active
                        ? 'border-brand-600 bg-brand-50 text-brand-900'
                        : 'border-line bg-white text-ink hover:border-brand-300',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold',
                        active ? 'bg-brand-700 text-white' : 'bg-surface-muted text-ink-muted',
                      )}
                    >
                      {index + 1}
                    </span>
                    <span className="font-semibold">
                      <span className="sr-only">{words.stepNames[index]} </span>
                      {step.title}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>

          {/* Announced only when the visitor drives it, never on each automatic tick. */}
          <div
            aria-live={running ? 'off' : 'polite'}
            className="grid overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-card sm:p-10"
          >
            {steps.map((step, index) => (
              <Panel
                key={step.title}
                step={step}
                count={steps.length}
                shown={index === state.index}
                running={running}
                stepOf={words.stepsOf[index]!}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * One step's panel. While the carousel plays, it fades in or out over 0.5 s as it turns
 * shown or hidden: a rewound replay that never finishes (useReplay), so a fade's end costs the main
 * thread nothing. Its period is a round of all steps, longer than any wait between two of a panel's
 * changes. A step the
 * visitor chooses (which pauses the carousel) shows at once. The steps not shown are see-through
 * and hidden from screen readers; no visibility switch, which would take the fade off the compositor.
 */
function Panel({
  step,
  count,
  shown,
  running,
  stepOf,
}: {
  step: CarouselStep;
  count: number;
  shown: boolean;
  running: boolean;
  /** `Trin 2 af 4`, filled in on the server. */
  stepOf: string;
}) {
  const { ref, replay } = useReplay<HTMLDivElement>(running, count * carouselTiming.stepMs);
  useChange(shown, () => replay([{ opacity: shown ? 0 : 1 }, { opacity: shown ? 1 : 0 }], carouselTiming.fadeMs));
  return (
    <div ref={ref} aria-hidden={!shown || undefined} className={cn('[grid-area:1/1]', !shown && 'opacity-0')}>
      <p className="text-sm font-semibold tracking-wide text-white/85 uppercase">{stepOf}</p>
      <h3 className="mt-3 text-2xl font-bold sm:text-3xl">{step.title}</h3>
      <p className="mt-4 text-lg text-white/90">{step.description}</p>
    </div>
  );
}
