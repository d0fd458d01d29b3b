import { MessageSquare, Phone } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

export type Way = 'call' | 'chat';

interface Props {
  /** The tabs' name for screen readers: the demo entry's `waysLabel`, the agent's name filled in. */
  label: string;
  /** Each tab's words. */
  tabs: Record<Way, string>;
  way: Way;
  onChange: (way: Way) => void;
  /** The id of each way's panel, which its tab controls. */
  panelIds: Record<Way, string>;
  /** A call under way keeps the phone on `Ring`. */
  chatDisabled: boolean;
}

const ways: { way: Way; Icon: typeof Phone }[] = [
  { way: 'call', Icon: Phone },
  { way: 'chat', Icon: MessageSquare },
];

export const wayTabId = (panelId: string) => `${panelId}-tab`;

/** The phone's two ways to reach the agent, `Ring` and `Skriv`, as tabs (arrow keys move between them). */
export function WaySwitch({ label, tabs: labels, way, onChange, panelIds, chatDisabled }: Props) {
  const tabs = useRef<Record<Way, HTMLButtonElement | null>>({ call: null, chat: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const other: Way = way === 'call' ? 'chat' : 'call';
    if (other === 'chat' && chatDisabled) return;
    event.preventDefault();
    onChange(other);
    tabs.current[other]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="mb-2 inline-flex rounded-full bg-white/10 p-1">
      {ways.map(({ way: option, Icon }) => {
        const selected = option === way;
        return (
          <button
            key={option}
            ref={(element) => {
              tabs.current[option] = element;
            }}
            type="button"
            role="tab"
            id={wayTabId(panelIds[option])}
            aria-selected={selected}
            aria-controls={panelIds[option]}
            tabIndex={selected ? 0 : -1}
            disabled={option === 'chat' && chatDisabled}
            onClick={() => onChange(option)}
            onKeyDown={onKeyDown}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-4 py-1 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60',
              selected ? 'bg-white text-brand-950' : 'text-white hover:bg-white/10',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {labels[option]}
          </button>
        );
      })}
    </div>
  );
}
