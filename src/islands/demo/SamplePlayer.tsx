import { Pause, Play } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import { fill } from '../../lib/placeholders';
import { useHydrated } from '../shared/useHydrated';

/** The player's words, from content/pages/demo.yaml (`sampleCall`). */
export interface SamplePlayerTexts {
  /** The player's name, `{agent}` filled in. */
  label: string;
  play: string;
  pause: string;
  seek: string;
  /** `{tid} af {varighed}`: the bar's place as a screen reader hears it. */
  position: string;
}

interface Props {
  /** The recording's built address. */
  src: string;
  /** Its length in whole seconds, counted at build time, so the player says it before anything is fetched. */
  seconds: number;
  texts: SamplePlayerTexts;
  /** The recording's wave, drawn pale (Astro's default slot): the part still to play. */
  children?: ReactNode;
  /** The same wave drawn full (Astro's `played` slot), shown up to where the recording has played. */
  played?: ReactNode;
}

/** `83` → `1:23`, as the player counts. */
export const playerClock = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The sample call's player, styled as its card: a round play/pause button named for what it does, the recording's
 * wave as its progress (a range under it moves through the call, by pointer or arrow keys) and the time played of the
 * whole. Its script loads only when the visitor reaches for it (`client:intent`, a press before it is ready is
 * replayed); the recording only when played (`preload="none"`). Without a script the page shows the browser's own
 * player in its place (src/components/sections/SampleCall.astro).
 */
export default function SamplePlayer({ src, seconds, texts, children, played }: Props) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState(0);
  const hydrated = useHydrated();
  const total = Math.max(1, seconds);
  const share = Math.min(1, at / total);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const seek = (to: number) => {
    if (audio.current) audio.current.currentTime = to;
    setAt(to);
  };

  return (
    <div
      role="group"
      aria-label={texts.label}
      className="flex items-center gap-3 noscript:hidden sm:gap-4"
      {...islandReadyMarker(hydrated)}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a call has no picture: its transcript follows. */}
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => setAt(event.currentTarget.currentTime)}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? texts.pause : texts.play}
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-brand-950 shadow-lg transition-colors duration-150 hover:bg-brand-50"
      >
        {playing ? (
          <Pause aria-hidden="true" className="size-5" fill="currentColor" />
        ) : (
          <Play aria-hidden="true" className="ml-0.5 size-5" fill="currentColor" />
        )}
      </button>
      <div className="relative min-w-0 flex-1 rounded-md has-[:focus-visible]:outline-3">
        {children}
        <div
          aria-hidden="true"
          className="absolute inset-0"
          style={{ clipPath: `inset(0 ${(100 - share * 100).toFixed(1)}% 0 0)` }}
        >
          {played}
        </div>
        <input
          type="range"
          min={0}
          max={total}
          step={1}
          value={Math.floor(at)}
          onChange={(event) => seek(Number(event.currentTarget.value))}
          aria-label={texts.seek}
          aria-valuetext={fill(texts.position, { tid: playerClock(at), varighed: playerClock(seconds) })}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      <p className="shrink-0 text-sm font-semibold text-white tabular-nums" aria-hidden="true">
        {`${playerClock(at)} / ${playerClock(seconds)}`}
      </p>
    </div>
  );
}
