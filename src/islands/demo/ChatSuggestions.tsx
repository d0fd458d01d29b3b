import { cn } from '../../lib/cn';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';

interface Props {
  suggestions: readonly ChatSuggestion[];
  onPick: (suggestion: ChatSuggestion) => void;
  /** `center` on the phone's idle screen; `start` inside the conversation, under its left-aligned notice. */
  align?: 'center' | 'start';
  /** The list's name for screen readers: `Forslag til en første besked`. */
  label: string;
}

/** `Det kan du prøve` as buttons: each starts a written conversation with its first message. */
export function ChatSuggestions({ suggestions, onPick, align = 'center', label }: Props) {
  return (
    <ul
      aria-label={label}
      className={cn('flex flex-wrap gap-2', align === 'center' ? 'justify-center' : 'justify-start')}
    >
      {suggestions.map((suggestion) => (
        <li key={suggestion.title}>
          <button
            type="button"
            onClick={() => onPick(suggestion)}
            className="rounded-full border border-white/40 px-3 py-1 text-sm font-medium text-white transition-colors duration-150 hover:bg-white/10"
          >
            {suggestion.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
