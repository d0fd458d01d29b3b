import { useRef, useState } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';
import { cn } from '../../lib/cn';
import {
  chatScript,
  chatWaitMs,
  completeChatState,
  initialChatState,
  nextChatState,
} from '../../lib/animations/chat-conversation';
import { PlayPauseButton } from '../shared/PlayPauseButton';
import { usePlayback } from '../shared/usePlayback';
import { useTimeout } from '../shared/useInterval';

const senderName = { bot: 'Chatbot', user: 'Kunde' } as const;

/**
 * The scripted booking chat of the AI agent page. Screen readers get the whole conversation
 * as a list once; the animated copy beside it is hidden from them so no tick is announced.
 */
export default function ChatbotConversation() {
  const ref = useRef<HTMLDivElement>(null);
  const { running, paused, reducedMotion, togglePaused } = usePlayback(ref);
  const [state, setState] = useState(initialChatState);
  useTimeout(() => setState((current) => nextChatState(current)), chatWaitMs(state), running, state);

  const shown = reducedMotion ? completeChatState() : state;
  const messages = chatScript.slice(0, shown.visible);

  return (
    <div ref={ref} className="rounded-card border border-line bg-white shadow-card">
      <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-accent-100 font-bold text-accent-800"
          >
            AI
          </span>
          <div>
            <p className="font-semibold">Booking-chat</p>
            <p className="text-sm text-ink-muted">Eksempel på en samtale med chatbotten</p>
          </div>
        </div>
        {!reducedMotion && <PlayPauseButton paused={paused} onToggle={togglePaused} subject="chatsamtalen" />}
      </div>

      <ol className="sr-only" aria-label="Hele samtalen">
        {chatScript.map((message) => (
          <li key={message.id}>
            {senderName[message.sender]}: {message.message}
          </li>
        ))}
      </ol>

      <LazyMotion features={domAnimation}>
        <div
          aria-hidden="true"
          className="flex h-[26rem] flex-col justify-end gap-3 overflow-hidden bg-surface-muted px-4 py-5 sm:px-6"
        >
          {messages.map((message) => (
            <m.div
              key={message.id}
              // Slides and grows in without fading, so the text keeps full contrast at every moment.
              initial={reducedMotion ? false : { y: 16, scale: 0.96 }}
              animate={{ y: 0, scale: 1 }}
              transition={{ duration: 0.3 }}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-sm',
                message.sender === 'bot'
                  ? 'self-start rounded-bl-sm bg-white text-ink'
                  : 'self-end rounded-br-sm bg-brand-700 text-white',
              )}
              data-chat-message={message.sender}
            >
              <p>{message.message}</p>
              <p className={cn('mt-1 text-xs', message.sender === 'bot' ? 'text-ink-muted' : 'text-brand-100')}>
                {senderName[message.sender]} · {message.timestamp}
              </p>
            </m.div>
          ))}
          {shown.typing && (
            <div
              className="flex items-center gap-2 self-start rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm text-ink-muted shadow-sm"
              data-chat-typing
            >
              <span className="flex gap-1">
                {[0, 1, 2].map((dot) => (
                  <m.span
                    key={dot}
                    className="size-2 rounded-full bg-ink-muted"
                    animate={running ? { opacity: [0.3, 1, 0.3] } : { opacity: 0.6 }}
                    transition={running ? { duration: 1, repeat: Infinity, delay: dot * 0.2 } : { duration: 0 }}
                  />
                ))}
              </span>
              Chatbotten skriver …
            </div>
          )}
        </div>
      </LazyMotion>
    </div>
  );
}
