import { memo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import {
  builderAnimation,
  builderBlocks,
  builderProgress,
  isBlockBuilt,
  shownBuilderStep,
  type BuilderBlock,
} from '../../lib/animations/website-builder';
import type { WordsOf } from '../../schemas/illustrations';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { OneOf } from './parts/OneOf';
import { ProgressBar } from './parts/ProgressBar';
import { siteParts, sitePartHeight } from './parts/SiteDrawing';
import { formatPercent } from '../../lib/format';

type Words = WordsOf<'website-builder'>;

/**
 * One block of the mock page: a dashed outline with its name until it is built, then the real part of
 * the page. Both are always there and only their visibility changes: nothing moves, so no layout.
 */
const Block = memo(function Block({
  block,
  built,
  label,
  part,
}: {
  block: BuilderBlock;
  built: boolean;
  label: string;
  part: ReactNode;
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden rounded-lg border-2 border-dashed',
        sitePartHeight[block.type],
        built ? 'border-transparent' : 'border-line',
      )}
      data-block-built={built}
    >
      <span className={cn('absolute inset-0 grid place-items-center text-xs text-ink-muted', built && 'invisible')}>
        {label}
      </span>
      <div className={cn('absolute -inset-0.5', !built && 'invisible')}>{part}</div>
    </div>
  );
});

/** Every percentage the progress line can show, by how many blocks are built. */
const progressLabels = Array.from(
  { length: builderBlocks.length + 1 },
  (_, builtCount) => [builtCount, formatPercent(builderProgress({ stepValue: 0, builtCount }))] as const,
);

/** The site-building mock-up of the websites page: a page is assembled block by block. */
export default function WebsiteBuilder({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(builderAnimation);
  const { state } = playback;
  const activeStep = shownBuilderStep(state);
  const progress = builderProgress(state);
  const [parts] = useState(() => siteParts(words.site));

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      title={
        <ol className="flex flex-wrap gap-2" aria-label={words.stepsLabel}>
          {words.steps.map((step, index) => (
            <li
              key={step}
              aria-current={index === activeStep ? 'step' : undefined}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                index === activeStep ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line text-ink-muted',
              )}
            >
              {index + 1}. {step}
              {index === activeStep && <span className="font-semibold"> {words.now}</span>}
            </li>
          ))}
        </ol>
      }
    >
      <p className="sr-only">{words.description}</p>
      <div
        aria-hidden="true"
        className="mt-5 overflow-hidden rounded-xl border border-line bg-surface-muted"
        data-site-drawing
      >
        <div className="flex items-center gap-1.5 border-b border-line bg-white px-3 py-2">
          <span className="size-2.5 rounded-full bg-brand-200" />
          <span className="size-2.5 rounded-full bg-warm-400" />
          <span className="size-2.5 rounded-full bg-accent-400" />
          <span className="ml-3 truncate rounded bg-surface-muted px-3 py-0.5 text-xs text-ink-muted max-[359px]:text-[11px]">
            {words.tab}
          </span>
        </div>
        <div className="space-y-2 p-3">
          {builderBlocks.map((block) => (
            <Block
              key={block.id}
              block={block}
              built={isBlockBuilt(state, block)}
              label={words.blocks[block.type]}
              part={parts[block.type]}
            />
          ))}
        </div>
      </div>

      <div className="mt-4">
        <p className="flex justify-between text-sm font-medium">
          <span>{words.progress}</span>
          <span data-builder-progress>
            <OneOf className="text-right" options={progressLabels} shown={state.builtCount} />
          </span>
        </p>
        <ProgressBar value={progress} className="mt-2 h-2" fillClassName="bg-accent-500" />
      </div>
    </IllustrationFrame>
  );
}
