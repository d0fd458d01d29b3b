import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';

interface Props {
  paused: boolean;
  onToggle: () => void;
  /** What is paused, for screen readers, e.g. "animationen af arbejdsgangen". */
  subject: string;
  /** The button's words (content/pages/chrome.yaml `illustrations`), the play word perhaps the illustration's own. */
  playLabel: string;
  pauseLabel: string;
  className?: string;
}

/** The visible pause control every looping illustration has (WCAG 2.2.2). */
export function PlayPauseButton({ paused, onToggle, subject, playLabel, pauseLabel, className }: Props) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${paused ? playLabel : pauseLabel} ${subject}`}
      className={cn(buttonClass('secondary', 'sm'), className)}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
        {paused ? <path d="M6 4.5v11l9-5.5z" /> : <path d="M5 4h3.5v12H5zM11.5 4H15v12h-3.5z" />}
      </svg>
      {paused ? playLabel : pauseLabel}
    </button>
  );
}
