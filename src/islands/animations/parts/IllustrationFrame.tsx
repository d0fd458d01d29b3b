import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { PlayPauseButton } from '../../shared/PlayPauseButton';
import type { Playback } from '../../shared/useAnimation';

/** The pause control's words, shared by every illustration (content/pages/chrome.yaml `illustrations`). */
export interface Controls {
  pause: string;
  play: string;
}

interface Props {
  playback: Playback;
  controls: Controls;
  /** What the pause button stops, for screen readers ("Pause sprinttavlen"). */
  subject: string;
  /** The heading line: a string becomes the card's title; a node (a phase list, a switch) stands as it is. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** The illustration's own word for play, where it has one (the app build's `Start`). */
  playLabel?: string;
  /** Further controls beside pause (the workflow's reset). */
  actions?: ReactNode;
  /** `flush`: a ruled header and a body without padding, for a chat window. */
  variant?: 'padded' | 'flush';
  /** A picture beside the card's content (on wide screens; above it on narrow ones), edge to edge. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The card every animated illustration sits in: title, pause control (WCAG 2.2.2) and body. */
export function IllustrationFrame({
  playback,
  controls,
  subject,
  title,
  subtitle,
  playLabel,
  actions,
  variant = 'padded',
  aside,
  children,
}: Props) {
  const flush = variant === 'flush';
  const content = (
    <>
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-3',
          flush && 'border-b border-line px-4 py-3 sm:px-6',
        )}
      >
        {typeof title === 'string' ? (
          <div>
            <p className="text-lg font-bold">{title}</p>
            {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
          </div>
        ) : (
          title
        )}
        {/* CSS hides the controls under reduced motion, so nothing shifts when the island hydrates. */}
        <div className="flex flex-wrap gap-2 motion-reduce:hidden">
          <PlayPauseButton
            paused={playback.paused}
            onToggle={playback.togglePaused}
            subject={subject}
            playLabel={playLabel ?? controls.play}
            pauseLabel={controls.pause}
          />
          {actions}
        </div>
      </div>
      {children}
    </>
  );
  return (
    <div
      ref={playback.ref}
      data-running={playback.running || undefined}
      data-started={playback.started || undefined}
      className={cn(
        'rounded-card border border-line bg-white shadow-card contain-content',
        aside ? 'grid overflow-hidden lg:grid-cols-2' : flush ? 'overflow-hidden' : 'p-4 sm:p-6',
      )}
    >
      {aside}
      {aside ? <div className="p-4 sm:p-6">{content}</div> : content}
    </div>
  );
}
