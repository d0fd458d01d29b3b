import { memo, useState } from 'react';
import { useAnimation } from '../shared/useAnimation';
import { cn } from '../../lib/cn';
import { isNodeLit, platformAnimation, tileStatus, type TileStatus } from '../../lib/animations/data-platform';
import type { WordsOf } from '../../schemas/illustrations';
import { Glyph } from './parts/Glyph';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { StatusBadge, type Badge } from './parts/StatusBadge';

type Words = WordsOf<'data-platform'>;
type Source = Words['sources'][number];

const tileBadgesOf = (words: Words['sourceBadges']): Record<TileStatus, Badge> => ({
  active: { tone: 'active', label: words.active },
  processing: { tone: 'busy', label: words.processing },
  idle: { tone: 'idle', label: words.idle },
});

const nodeBadgesOf = (words: Words['nodeBadges']): Record<'lit' | 'ready', Badge> => ({
  lit: { tone: 'done', label: words.lit },
  ready: { tone: 'idle', label: words.ready },
});

/** One source tile; memoised, so a tick re-renders only the tiles whose status changed. */
const SourceTile = memo(function SourceTile({
  source,
  status,
  badges,
}: {
  source: Source;
  status: TileStatus;
  badges: Record<TileStatus, Badge>;
}) {
  return (
    <li data-lit={status === 'active' || undefined} className="lit-card rounded-xl border border-line bg-white p-3">
      {/* The badge under the name in every tile, so a name has the tile's width and `ERP-system` never breaks. */}
      <div className="flex flex-col items-start gap-1">
        <p className="font-semibold">{source.name}</p>
        <StatusBadge badges={badges} status={status} />
      </div>
      <p className="text-sm text-ink-muted">{source.kind}</p>
      <p className={cn('mt-1 text-xs font-semibold text-brand-800', status !== 'active' && 'invisible')}>
        {source.flow}
      </p>
    </li>
  );
});

const PipelineNode = memo(function PipelineNode({
  label,
  lit,
  badges,
}: {
  label: string;
  lit: boolean;
  badges: Record<'lit' | 'ready', Badge>;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-2">
      <span className="min-w-0 text-sm font-semibold">{label}</span>
      <StatusBadge badges={badges} status={lit ? 'lit' : 'ready'} />
    </li>
  );
});

/** The data platform architecture: sources take turns every 4 s and the pipeline lights stage by stage. */
export default function DataPlatformDiagram({ words, controls }: { words: Words; controls: Controls }) {
  const playback = useAnimation(platformAnimation);
  const { state } = playback;
  const [badges] = useState(() => ({
    tiles: tileBadgesOf(words.sourceBadges),
    nodes: nodeBadgesOf(words.nodeBadges),
  }));

  return (
    <IllustrationFrame playback={playback} controls={controls} subject={words.subject} title={words.title}>
      <p className="sr-only">{words.description}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_auto_minmax(0,3fr)] lg:items-center">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase">{words.sourcesTitle}</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {words.sources.map((source, i) => (
              <SourceTile key={source.name} source={source} status={tileStatus(state, i)} badges={badges.tiles} />
            ))}
          </ul>
        </div>

        <div className="flex justify-center text-brand-700">
          <Glyph d="M5 12h14m-7-7 7 7-7 7" size={28} className="hidden lg:block" />
          <Glyph d="M12 5v14m7-7-7 7-7-7" size={28} className="lg:hidden" />
        </div>

        <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {words.lanes.map((lane, laneIndex) => (
            <li key={lane.title} className="rounded-xl bg-surface-muted p-3">
              <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{lane.title}</p>
              <ul className="mt-2 space-y-2">
                {lane.nodes.map((node, nodeIndex) => (
                  <PipelineNode
                    key={node}
                    label={node}
                    // Pipeline node ids run 1-8 through the lanes, two to a lane.
                    lit={isNodeLit(state, laneIndex * lane.nodes.length + nodeIndex + 1)}
                    badges={badges.nodes}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </IllustrationFrame>
  );
}
