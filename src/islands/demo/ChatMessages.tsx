import type { ChatMessage, ChatStatus } from '../../lib/demo/chat-machine';
import { plainText } from '../../lib/demo/chat-text';
import { cn } from '../../lib/cn';

interface Props {
  messages: ChatMessage[];
  status: ChatStatus;
  agentName: string;
  /** Who the visitor is, for screen readers: `Dig`. */
  you: string;
}

/**
 * The messages, inside the panel's log (ChatPanel), which screen readers follow. An answer still
 * arriving is shown but kept from them; once whole it is put in as a new entry, so they hear each
 * answer once, whole, never fragment by fragment. Answers are plain text: nothing the model writes
 * becomes a link or markup.
 */
export function ChatMessages({ messages, status, agentName, you }: Props) {
  return (
    <ol className="space-y-3 text-left empty:hidden">
      {messages.map((message) => {
        const visitor = message.from === 'visitor';
        const arriving = message.end === 'streaming';
        return (
          <li
            // A new key when the answer is whole: the log gets it as one new entry.
            key={`${message.id}-${arriving ? 'arriving' : 'whole'}`}
            aria-hidden={arriving || undefined}
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2 text-left text-sm leading-relaxed break-words whitespace-pre-line',
              visitor ? 'ml-auto bg-white text-brand-950' : 'bg-white/10 text-white',
            )}
          >
            <span className="sr-only">{visitor ? you : agentName}: </span>
            {visitor ? message.text : plainText(message.text)}
            {message.end === 'stopped' && <span className="text-white/70"> …</span>}
          </li>
        );
      })}
      {status === 'sending' && (
        <li aria-hidden="true" className="inline-flex gap-1 rounded-2xl bg-white/10 px-4 py-3">
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              style={{ animationDelay: `${delay}ms` }}
              className="size-2 rounded-full bg-white motion-safe:animate-pulse"
            />
          ))}
        </li>
      )}
    </ol>
  );
}
