import { memo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  builderAnimation,
  builderBlocks,
  builderProgress,
  isBlockBuilt,
  shownBuilderStep,
  type BuilderBlock,
  type BuilderBlockType,
} from '../../lib/animations/website-builder';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame } from './parts/IllustrationFrame';
import { OneOf } from './parts/OneOf';
import { ProgressBar } from './parts/ProgressBar';
import { formatPercent } from '../../lib/format';

const steps = ['Planlægning', 'Design', 'Lancering'] as const;

/** How tall each block of the mock page is drawn; the same built or not, so building moves nothing. */
const blockShape: Record<BuilderBlockType, string> = {
  header: 'h-10',
  navigation: 'h-7',
  hero: 'h-24',
  content: 'h-28',
  footer: 'h-10',
};

/** A small landscape picture: the hero image and the cards' thumbnails. */
const picture = (
  <svg viewBox="0 0 40 24" preserveAspectRatio="xMidYMax meet" className="size-full bg-brand-100">
    <circle cx="30" cy="7" r="3.5" className="fill-warm-400" />
    <path d="M0 24 13 11l8 8 6-5 13 10Z" className="fill-brand-600" />
  </svg>
);

const cards = ['Rådgivning', 'Design', 'Support'] as const;

/**
 * What each block is once built: a real page, piece by piece. Static markup made once, so a build
 * step only switches visibility (docs/product.md#website-builder).
 */
const blockDrawing: Record<BuilderBlockType, ReactNode> = {
  header: (
    <div className="flex h-full items-center justify-between bg-white px-3">
      <span className="flex items-center gap-1.5 text-xs font-bold text-ink">
        <span className="grid size-5 place-items-center rounded-md bg-brand-700 text-[10px] text-white">J</span>
        Jeres virksomhed
      </span>
      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-[10px] font-semibold text-white">Kontakt</span>
    </div>
  ),
  navigation: (
    <div className="flex h-full items-center gap-3 border-y border-line bg-white px-3 text-[11px] font-medium text-ink">
      <span className="text-brand-800 underline underline-offset-4">Forside</span>
      <span>Ydelser</span>
      <span>Om os</span>
      <span className="max-[359px]:hidden">Kontakt</span>
    </div>
  ),
  hero: (
    <div className="flex h-full items-center gap-3 bg-brand-50 px-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-tight font-bold text-brand-950">Vi gør det nemt at vælge jer</p>
        <p className="mt-1 truncate text-[10px] text-ink-muted">Klar på mobilen</p>
        <span className="mt-2 inline-block rounded-md bg-brand-700 px-2 py-1 text-[10px] font-semibold text-white">
          Book et møde
        </span>
      </div>
      <div className="h-16 w-2/5 overflow-hidden rounded-md">{picture}</div>
    </div>
  ),
  content: (
    <div className="grid h-full grid-cols-3 gap-2">
      {cards.map((card) => (
        <div key={card} className="flex min-w-0 flex-col overflow-hidden rounded-md border border-line bg-white">
          <div className="h-10">{picture}</div>
          <p className="truncate px-1.5 pt-1.5 text-[10px] font-semibold text-ink">{card}</p>
          <span className="mx-1.5 mt-1 h-1 rounded bg-line" />
          <span className="mx-1.5 mt-1 h-1 w-2/3 rounded bg-line" />
        </div>
      ))}
    </div>
  ),
  footer: (
    <div className="flex h-full items-center justify-between gap-2 bg-brand-950 px-3 text-[10px] text-white">
      <span className="font-semibold">Jeres virksomhed</span>
      <span className="truncate">kontakt@example.dk</span>
    </div>
  ),
};

/**
 * One block of the mock page: a dashed outline with its name until it is built, then the real part of
 * the page. Both are always there and only their visibility changes: nothing moves, so no layout.
 */
const Block = memo(function Block({ block, built }: { block: BuilderBlock; built: boolean }) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-lg border-2 border-dashed',
        blockShape[block.type],
        built ? 'border-transparent' : 'border-line',
      )}
      data-block-built={built}
    >
      <span className={cn('absolute inset-0 grid place-items-center text-xs text-ink-muted', built && 'invisible')}>
        {block.label}
      </span>
      <div className={cn('absolute -inset-0.5', !built && 'invisible')}>{blockDrawing[block.type]}</div>
    </div>
  );
});

/** Every percentage the progress line can show, by how many blocks are built. */
const progressLabels = Array.from(
  { length: builderBlocks.length + 1 },
  (_, builtCount) => [builtCount, formatPercent(builderProgress({ stepValue: 0, builtCount }))] as const,
);

/** The site-building mock-up of the websites page: a page is assembled block by block. */
export default function WebsiteBuilder() {
  const playback = useAnimation(builderAnimation);
  const { state } = playback;
  const activeStep = shownBuilderStep(state);
  const progress = builderProgress(state);

  return (
    <IllustrationFrame
      playback={playback}
      subject="opbygningen af hjemmesiden"
      title={
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
      }
    >
      <p className="sr-only">
        Illustrationen viser en hjemmeside, der bygges op blok for blok: sidehoved med logo, navigation, forsidebanner
        med overskrift, knap og billede, tre kort med indhold og sidefod.
      </p>
      <div aria-hidden="true" className="mt-5 overflow-hidden rounded-xl border border-line bg-surface-muted">
        <div className="flex items-center gap-1.5 border-b border-line bg-white px-3 py-2">
          <span className="size-2.5 rounded-full bg-brand-200" />
          <span className="size-2.5 rounded-full bg-warm-400" />
          <span className="size-2.5 rounded-full bg-accent-400" />
          <span className="ml-3 truncate rounded bg-surface-muted px-3 py-0.5 text-xs text-ink-muted">
            www.jeres-virksomhed.dk
          </span>
        </div>
        <div className="space-y-2 p-3">
          {builderBlocks.map((block) => (
            <Block key={block.id} block={block} built={isBlockBuilt(state, block)} />
          ))}
        </div>
      </div>

      <div className="mt-4">
        <p className="flex justify-between text-sm font-medium">
          <span>Hjemmesiden er bygget</span>
          <span data-builder-progress>
            <OneOf className="text-right" options={progressLabels} shown={state.builtCount} />
          </span>
        </p>
        <ProgressBar value={progress} className="mt-2 h-2" fillClassName="bg-accent-500" />
      </div>
    </IllustrationFrame>
  );
}
