import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';

interface Props {
  suggestions: readonly ChatSuggestion[];
  onPick: (suggestion: ChatSuggestion) => void;
  /** While an answer is arriving, or where writing is not set up, a pick would go nowhere. */
  disabled?: boolean;
}

/** `Det kan du prøve` as buttons: each starts a written conversation with its first message. */
export function ChatSuggestions({ suggestions, onPick, disabled = false }: Props) {
  return (
    <ul aria-label="Forslag til en første besked" className="flex flex-wrap justify-center gap-2">
      {suggestions.map((suggestion) => (
        <li key={suggestion.title}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(suggestion)}
            className="rounded-full border border-white/40 px-3 py-1 text-sm font-medium text-white transition-colors duration-150 hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {suggestion.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
